//! Whatever the layout engine accepts, the validator accepts: generated declarations
//! are laid out, wrapped in a shader, and validated without errors.

use gpubin_mali::layout::*;
use gpubin_mali::mbs::{self, Stage};
use proptest::prelude::*;

fn leaf() -> impl Strategy<Value = GlslType> {
    prop_oneof![
        (1u8..=4).prop_map(GlslType::Float),
        (1u8..=4).prop_map(GlslType::Int),
        (1u8..=4).prop_map(GlslType::Bool),
        (2u8..=4).prop_map(GlslType::Mat),
    ]
}

fn sampler() -> impl Strategy<Value = GlslType> {
    prop_oneof![
        Just(SamplerKind::Sampler2D),
        Just(SamplerKind::Sampler3D),
        Just(SamplerKind::SamplerCube),
        Just(SamplerKind::Sampler2DShadow),
        Just(SamplerKind::SamplerExternalOes),
    ]
    .prop_map(GlslType::Sampler)
}

fn maybe_array(t: impl Strategy<Value = GlslType>) -> impl Strategy<Value = GlslType> {
    (t, prop::option::of(1u16..5)).prop_map(|(t, n)| match n {
        Some(n) => t.array(n),
        None => t,
    })
}

fn uniform_type() -> impl Strategy<Value = GlslType> {
    let member = maybe_array(prop_oneof![3 => leaf(), 1 => sampler()]);
    let strukt = prop::collection::vec(member, 1..4).prop_map(|ms| {
        GlslType::Struct(StructType {
            name: "S".into(),
            members: ms
                .into_iter()
                .enumerate()
                .map(|(i, ty)| Member {
                    name: format!("m{i}"),
                    ty,
                    precision: Precision::Medium,
                })
                .collect(),
        })
    });
    maybe_array(prop_oneof![4 => leaf(), 1 => sampler(), 1 => strukt])
}

fn precision() -> impl Strategy<Value = Precision> {
    prop_oneof![
        Just(Precision::Low),
        Just(Precision::Medium),
        Just(Precision::High)
    ]
}

fn declarations(stage: Stage) -> impl Strategy<Value = Vec<Declaration>> {
    let float = maybe_array(prop_oneof![
        (1u8..=4).prop_map(GlslType::Float),
        (2u8..=4).prop_map(GlslType::Mat)
    ]);
    let uniforms = prop::collection::vec((uniform_type(), precision()), 0..10);
    let varyings = prop::collection::vec((float, precision()), 0..6);
    let attributes = prop::collection::vec(
        (
            prop_oneof![
                (1u8..=4).prop_map(GlslType::Float),
                (2u8..=4).prop_map(GlslType::Mat)
            ],
            precision(),
        ),
        0..5,
    );
    (uniforms, varyings, attributes).prop_map(move |(u, v, a)| {
        let mut out = Vec::new();
        let mut push = |list: Vec<(GlslType, Precision)>, class, prefix: &str| {
            for (i, (ty, p)) in list.into_iter().enumerate() {
                out.push(Declaration::new(&format!("{prefix}{i}"), ty, p, class));
            }
        };
        push(u, StorageClass::Uniform, "u");
        push(v, StorageClass::Varying, "v");
        if stage == Stage::Vertex {
            push(a, StorageClass::Attribute, "a");
        }
        out
    })
}

fn check(decls: &[Declaration], target: Target) -> Result<(), TestCaseError> {
    let Ok(t) = layout(decls, &target) else {
        // Only hardware limits may refuse well-formed declarations.
        return Ok(());
    };
    let core = target.core.core_id(target.stage);
    let block = match target.stage {
        Stage::Fragment => mbs::Block::Fragment(mbs::FragmentShader {
            core,
            children: vec![
                mbs::FragmentChunk::Stack(mbs::FragmentStack {
                    stack_size: 1,
                    initial_stack_pointer: 1,
                })
                .into(),
                mbs::FragmentChunk::Uniforms(t.uniforms).into(),
                mbs::FragmentChunk::Varyings(t.varyings).into(),
                mbs::FragmentChunk::Code(mbs::Bytes(vec![1, 0, 0, 0])).into(),
            ],
        }),
        Stage::Vertex => mbs::Block::Vertex(mbs::VertexShader {
            core,
            children: vec![
                mbs::VertexChunk::Uniforms(t.uniforms).into(),
                mbs::VertexChunk::Attributes(t.attributes).into(),
                mbs::VertexChunk::Varyings(t.varyings).into(),
                mbs::VertexChunk::Code(mbs::Bytes(vec![0; 16])).into(),
            ],
        }),
    };
    let file = mbs::MbsFile {
        blocks: vec![block.into()],
        trailing: mbs::Bytes::default(),
    };
    let errors: Vec<String> = mbs::validate(&file)
        .iter()
        .filter(|f| f.is_error())
        .map(|f| f.to_string())
        .collect();
    prop_assert!(errors.is_empty(), "{errors:#?}\n{decls:#?}");
    let bytes = mbs::write(&file);
    prop_assert_eq!(mbs::parse(&bytes).unwrap(), file);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn fragment_layouts_validate(decls in declarations(Stage::Fragment), old in any::<bool>()) {
        let compiler = if old { Compiler::Old } else { Compiler::New };
        check(&decls, Target::new(Stage::Fragment, Core::Mali400, compiler))?;
    }

    #[test]
    fn vertex_layouts_validate(decls in declarations(Stage::Vertex), old in any::<bool>(), align4 in any::<bool>()) {
        let compiler = if old { Compiler::Old } else { Compiler::New };
        let mut target = Target::new(Stage::Vertex, Core::Mali200, compiler);
        if align4 {
            target = target.with_forced_align4();
        }
        check(&decls, target)?;
    }
}
