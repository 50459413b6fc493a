//! The layout engine against every rule of spec §7 and the tables of the real files
//! described in spec §12, field for field.

use gpubin_mali::layout::*;
use gpubin_mali::mbs::{self, Stage, SymbolType};

use GlslType::*;
use Precision::*;
use StorageClass::*;

fn sampler(k: SamplerKind) -> GlslType {
    Sampler(k)
}

fn strukt(name: &str, members: &[(&str, GlslType)]) -> GlslType {
    Struct(StructType {
        name: name.to_string(),
        members: members
            .iter()
            .map(|(n, t)| Member {
                name: n.to_string(),
                ty: t.clone(),
                precision: Medium,
            })
            .collect(),
    })
}

/// (type, rules, size, align, stride, vector_stride)
#[test]
fn size_align_stride_table() {
    use SamplerKind::*;
    let two_floats = strukt("S", &[("a", Float(1)), ("b", Float(1))]);
    let vec3_float = strukt("T", &[("v", Float(3)), ("f", Float(1))]);
    let float_vec3 = strukt("U", &[("f", Float(1)), ("v", Float(3))]);
    let cases: Vec<(GlslType, Rules, u32, u32, u32, u32)> = vec![
        // PP vectors: size 1..4, align 1 2 4 4, stride 1 2 4 4.
        (Float(1), Rules::Pp, 1, 1, 1, 1),
        (Float(2), Rules::Pp, 2, 2, 2, 2),
        (Float(3), Rules::Pp, 3, 4, 4, 4),
        (Float(4), Rules::Pp, 4, 4, 4, 4),
        (Int(2), Rules::Pp, 2, 2, 2, 2),
        (Bool(3), Rules::Pp, 3, 4, 4, 4),
        // PP matrices: columns padded 3 -> 4.
        (Mat(2), Rules::Pp, 4, 2, 4, 2),
        (Mat(3), Rules::Pp, 12, 4, 12, 4),
        (Mat(4), Rules::Pp, 16, 4, 16, 4),
        // PP samplers: size 1 (external 3), align 1, stride 1 (also external).
        (sampler(Sampler2D), Rules::Pp, 1, 1, 1, 1),
        (sampler(Sampler3D), Rules::Pp, 1, 1, 1, 1),
        (sampler(SamplerCube), Rules::Pp, 1, 1, 1, 1),
        (sampler(Sampler2DShadow), Rules::Pp, 1, 1, 1, 1),
        (sampler(SamplerExternalOes), Rules::Pp, 3, 1, 1, 1),
        // PP arrays: n x element stride, element alignment.
        (Float(3).array(3), Rules::Pp, 12, 4, 4, 4),
        (Float(1).array(5), Rules::Pp, 5, 1, 1, 1),
        (Mat(2).array(2), Rules::Pp, 8, 2, 4, 2),
        // PP structs: members at own alignment, no tail pad, align = max member.
        (two_floats.clone(), Rules::Pp, 2, 1, 2, 2),
        (vec3_float.clone(), Rules::Pp, 4, 4, 4, 4),
        (float_vec3.clone(), Rules::Pp, 7, 4, 8, 8),
        // GP vectors: size N, align 1 2 4 4, stride 4.
        (Float(1), Rules::Gp, 1, 1, 4, 4),
        (Float(2), Rules::Gp, 2, 2, 4, 4),
        (Float(3), Rules::Gp, 3, 4, 4, 4),
        (Float(4), Rules::Gp, 4, 4, 4, 4),
        // GP matrices: size 4N, column alignment, every column on a row.
        (Mat(2), Rules::Gp, 8, 2, 8, 4),
        (Mat(3), Rules::Gp, 12, 4, 12, 4),
        (Mat(4), Rules::Gp, 16, 4, 16, 4),
        (sampler(Sampler2D), Rules::Gp, 1, 1, 4, 4),
        (Float(2).array(3), Rules::Gp, 12, 2, 4, 4),
        // GP structs: as PP, but aligned to at least 4 and strided by rows.
        (two_floats, Rules::Gp, 2, 4, 4, 4),
        (vec3_float, Rules::Gp, 4, 4, 4, 4),
        (float_vec3, Rules::Gp, 7, 4, 8, 8),
        // GP attributes: every attribute aligned to a register.
        (Float(1), Rules::GpAttribute, 1, 4, 4, 4),
        (Float(2), Rules::GpAttribute, 2, 4, 4, 4),
        (Mat(3), Rules::GpAttribute, 12, 4, 12, 4),
    ];
    for (ty, rules, size, align, stride, vstride) in cases {
        let s = shape(&ty, rules);
        assert_eq!(
            (s.size, s.align, s.stride, s.vector_stride),
            (size, align, stride, vstride),
            "{} under {rules:?}",
            ty.glsl()
        );
    }
}

#[test]
fn patterns_follow_the_packing() {
    // PP mat3: three columns of three cells, one per row.
    assert_eq!(
        shape(&Mat(3), Rules::Pp).cells,
        [0, 1, 2, 4, 5, 6, 8, 9, 10]
    );
    // PP mat2: columns at stride 2 share a row.
    assert_eq!(shape(&Mat(2), Rules::Pp).cells, [0, 1, 2, 3]);
    // GP vec2[2]: every element starts a row.
    assert_eq!(shape(&Float(2).array(2), Rules::Gp).cells, [0, 1, 4, 5]);
    // PP float[5] wraps onto a second row.
    assert_eq!(shape(&Float(1).array(5), Rules::Pp).cells, [0, 1, 2, 3, 4]);
}

/// (vec_size, vector_stride, array_size, array_stride) of a one-symbol layout.
fn record(storage: StorageClass, ty: GlslType, stage: Stage) -> (u16, u16, u16, u16, i16) {
    let d = Declaration::new("x", ty, Medium, storage);
    let t = layout(&[d], &Target::new(stage, Core::Mali400, Compiler::New)).unwrap();
    let (info, address) = match storage {
        Uniform => {
            let s = t.uniforms.symbols().next().unwrap();
            (s.info.clone(), s.address)
        }
        Varying => {
            let s = t.varyings.symbols().next().unwrap();
            (s.info.clone(), s.address)
        }
        Attribute => {
            let s = t.attributes.symbols().next().unwrap();
            (s.info.clone(), s.address)
        }
    };
    (
        info.vec_size,
        info.vector_stride,
        info.array_size,
        info.array_stride,
        address,
    )
}

#[test]
fn record_fields_seen_in_real_files() {
    // Spec §7 "Record fields seen", as (vec_size, vector_stride, array_size, array_stride).
    assert_eq!(record(Uniform, Float(4), Stage::Fragment), (4, 4, 0, 4, 0));
    assert_eq!(record(Varying, Float(2), Stage::Fragment), (2, 2, 0, 2, 0));
    assert_eq!(
        record(Uniform, Sampler(SamplerKind::Sampler2D), Stage::Fragment),
        (2, 1, 0, 1, 0)
    );
    assert_eq!(record(Varying, Float(2), Stage::Vertex), (2, 4, 0, 4, 0));
    assert_eq!(
        record(Uniform, Float(4).array(2), Stage::Vertex),
        (4, 4, 2, 4, 0)
    );
    // Matrices: vector_stride is the column stride; samplerCube has vec_size 3.
    assert_eq!(record(Uniform, Mat(2), Stage::Fragment), (2, 2, 0, 4, 0));
    assert_eq!(record(Uniform, Mat(3), Stage::Vertex), (3, 4, 0, 12, 0));
    assert_eq!(
        record(Uniform, Sampler(SamplerKind::SamplerCube), Stage::Fragment),
        (3, 1, 0, 1, 0)
    );
    assert_eq!(record(Attribute, Mat(4), Stage::Vertex), (4, 4, 0, 16, 0));
}

fn addresses(decls: &[Declaration], stage: Stage, storage: StorageClass) -> Vec<(String, i16)> {
    let t = layout(decls, &Target::new(stage, Core::Mali400, Compiler::New)).unwrap();
    match storage {
        Uniform => t
            .uniforms
            .symbols()
            .map(|s| (s.name.name.clone(), s.address))
            .collect(),
        Varying => t
            .varyings
            .symbols()
            .map(|s| (s.name.name.clone(), s.address))
            .collect(),
        Attribute => t
            .attributes
            .symbols()
            .map(|s| (s.name.name.clone(), s.address))
            .collect(),
    }
}

fn d(name: &str, ty: GlslType, storage: StorageClass) -> Declaration {
    Declaration::new(name, ty, Medium, storage)
}

fn pairs(v: &[(&str, i16)]) -> Vec<(String, i16)> {
    v.iter().map(|(n, a)| (n.to_string(), *a)).collect()
}

#[test]
fn allocator_order_is_rank_then_array_length_then_size_then_name() {
    // Declared in the reverse of ARM's order; tables keep declaration order.
    let decls = [
        d("s", Float(1), Uniform),
        d("v2", Float(2), Uniform),
        d("v3", Float(3), Uniform),
        d("m3", Mat(3), Uniform),
        d("v4", Float(4), Uniform),
        d("m2", Mat(2), Uniform),
        d("m4", Mat(4), Uniform),
        d("st", strukt("S", &[("a", Float(4))]), Uniform),
    ];
    // PP: struct @0, mat4 @4, mat2 @20, vec4 @24, mat3 @28 (rows 7..9, column 3
    // free), vec3 @40; vec2 finds no column-0 or column-2 slot and opens row 11; the
    // scalar takes the first free cell of column 3, beside mat3.
    assert_eq!(
        addresses(&decls, Stage::Fragment, Uniform),
        pairs(&[
            ("s", 31),
            ("v2", 44),
            ("v3", 40),
            ("m3", 28),
            ("v4", 24),
            ("m2", 20),
            ("m4", 4),
            ("st", 0),
            ("a", 0),
        ])
    );
    // Longer arrays first, then more scalars, then names bytewise.
    let decls = [
        d("b", Float(4), Uniform),
        d("a", Float(4), Uniform),
        d("arr", Float(4).array(2), Uniform),
        d("B", Float(4), Uniform),
    ];
    assert_eq!(
        addresses(&decls, Stage::Vertex, Uniform),
        pairs(&[("b", 16), ("a", 12), ("arr", 0), ("B", 8)])
    );
}

#[test]
fn two_aligned_vectors_share_rows_on_the_pp() {
    let decls = [
        d("a", Float(2), Varying),
        d("b", Float(2), Varying),
        d("c", Float(2), Varying),
    ];
    assert_eq!(
        addresses(&decls, Stage::Fragment, Varying),
        pairs(&[("a", 0), ("b", 2), ("c", 4)])
    );
    // The allocator is the same on the GP: lone vec2s share rows there too.
    assert_eq!(
        addresses(&decls, Stage::Vertex, Varying),
        pairs(&[("a", 0), ("b", 2), ("c", 4)])
    );
    // But GP array elements start rows: vec2[2] is two half rows, and the next vec2
    // fills the lower right half (column 2, bottom-up). On the PP vec2[2] is one row.
    let decls = [
        d("a", Float(2).array(2), Varying),
        d("b", Float(2), Varying),
    ];
    assert_eq!(
        addresses(&decls, Stage::Vertex, Varying),
        pairs(&[("a", 0), ("b", 6)])
    );
    assert_eq!(
        addresses(&decls, Stage::Fragment, Varying),
        pairs(&[("a", 0), ("b", 4)])
    );
}

#[test]
fn scalars_fill_the_fullest_column() {
    // vec3 @0 leaves column 3 of row 0; the first float takes it, the next ones open
    // a row (the last start row is never tried).
    let decls = [
        d("v", Float(3), Uniform),
        d("f0", Float(1), Uniform),
        d("f1", Float(1), Uniform),
        d("f2", Float(1), Uniform),
    ];
    assert_eq!(
        addresses(&decls, Stage::Fragment, Uniform),
        pairs(&[("v", 0), ("f0", 3), ("f1", 4), ("f2", 5)])
    );
}

#[test]
fn struct_members_are_flattened_depth_first() {
    let inner = strukt("In", &[("x", Float(1)), ("y", Float(3))]);
    let outer = strukt("Out", &[("i", inner), ("z", Float(2))]);
    let decls = [
        d("u", Float(4), Uniform),
        d("light", outer.array(2), Uniform),
    ];
    let t = layout(
        &decls,
        &Target::new(Stage::Fragment, Core::Mali200, Compiler::Old),
    )
    .unwrap();
    let rows: Vec<(String, SymbolType, u16, u16, u16, i16, i16)> = t
        .uniforms
        .symbols()
        .map(|s| {
            (
                s.name.name.clone(),
                s.info.kind,
                s.info.vec_size,
                s.info.array_size,
                s.info.array_stride,
                s.address,
                s.parent,
            )
        })
        .collect();
    // In: x @0, y @4 (vec3 aligned to 4), size 7, stride 8. Out: i @0, z @8, size 10,
    // align 4, stride 12; light[2] is 24 cells, placed first (structs rank highest).
    assert_eq!(
        rows,
        vec![
            ("u".into(), SymbolType::FLOAT, 4, 0, 4, 24, -1),
            ("light".into(), SymbolType::STRUCT, 2, 2, 12, 0, -1),
            ("i".into(), SymbolType::STRUCT, 2, 0, 8, 0, 1),
            ("x".into(), SymbolType::FLOAT, 1, 0, 1, 0, 2),
            ("y".into(), SymbolType::FLOAT, 3, 0, 4, 4, 2),
            ("z".into(), SymbolType::FLOAT, 2, 0, 2, 8, 1),
        ]
    );
    assert_eq!(t.uniforms.total_size, 28);
    // The tables validate clean once wrapped in a shader.
    let file = wrap_fragment(t);
    let findings = mbs::validate(&file);
    assert!(findings.is_empty(), "{findings:#?}");
}

fn wrap_fragment(t: Tables) -> mbs::MbsFile {
    mbs::MbsFile {
        blocks: vec![mbs::Block::Fragment(mbs::FragmentShader {
            core: 5,
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
        })
        .into()],
        trailing: mbs::Bytes::default(),
    }
}

#[test]
fn storage_classes_and_record_versions() {
    let mut v = d("pos", Float(4), Attribute);
    v.precision = High;
    let decls = [v, d("c", Float(3), Varying), d("k", Float(4), Uniform)];
    let old = layout(
        &decls,
        &Target::new(Stage::Vertex, Core::Mali200, Compiler::Old),
    )
    .unwrap();
    let a = old.attributes.symbols().next().unwrap();
    assert_eq!(
        (a.info.version, a.info.bit_precision, a.info.precision),
        (0, 32, 3)
    );
    let u = old.uniforms.symbols().next().unwrap();
    assert_eq!((u.info.version, u.info.bit_precision), (0, 24));
    assert!(u.chunks.is_empty(), "old records have no VIDX");
    let new = layout(
        &decls,
        &Target::new(Stage::Vertex, Core::Mali400, Compiler::New),
    )
    .unwrap();
    let u = new.uniforms.symbols().next().unwrap();
    assert_eq!((u.info.version, u.info.bit_precision), (2, 16));
    assert_eq!(u.chunks, vec![default_indices()]);
    let v = new.varyings.symbols().next().unwrap();
    assert_eq!((v.attribute_copy, v.clamped), (-1, 0));
    // Attributes take one register per matrix column.
    let decls = [d("m", Mat(3), Attribute), d("p", Float(1), Attribute)];
    assert_eq!(
        addresses(&decls, Stage::Vertex, Attribute),
        pairs(&[("m", 0), ("p", 12)])
    );
}

#[test]
fn spec_new_file_varyings_and_attributes() {
    // output.binshader (spec §7 check): vec4[2] @0, vec4s by name @8..44, then
    // gl_PointSize, var_ClipPlaneSignedDist, var_FogDist @48, 49, 50.
    let vec4s = [
        "var_Color",
        "var_Color2",
        "var_TexCoord0",
        "var_TexCoord1",
        "var_TexCoord2",
        "var_TexCoord3",
        "var_TexCoord4",
        "var_TexCoord5",
        "var_TexCoord6",
        "var_TexCoord7",
    ];
    let mut decls = vec![
        d("var_FogDist", Float(1), Varying),
        d("gl_PointSize", Float(1), Varying),
        d("var_ClipPlaneSignedDist", Float(1), Varying),
    ];
    for n in vec4s.iter().rev() {
        decls.push(d(n, Float(4), Varying));
    }
    decls.push(d("var_Lit", Float(4).array(2), Varying));
    let got = addresses(&decls, Stage::Vertex, Varying);
    let mut want = vec![
        ("var_FogDist".to_string(), 50),
        ("gl_PointSize".to_string(), 48),
        ("var_ClipPlaneSignedDist".to_string(), 49),
    ];
    for (i, n) in vec4s.iter().enumerate().rev() {
        want.push((n.to_string(), 8 + 4 * i as i16));
    }
    want.push(("var_Lit".to_string(), 0));
    assert_eq!(got, want);

    // Its attributes follow the same order: 12 vec4 @0..44 by name, vec3 @48, float @52.
    let mut decls = vec![
        d("attr_PointSize", Float(1), Attribute),
        d("attr_Normal", Float(3), Attribute),
    ];
    for i in (0..12).rev() {
        decls.push(d(&format!("attr_V{i:02}"), Float(4), Attribute));
    }
    let got = addresses(&decls, Stage::Vertex, Attribute);
    let mut want = vec![
        ("attr_PointSize".to_string(), 52),
        ("attr_Normal".to_string(), 48),
    ];
    for i in (0..12).rev() {
        want.push((format!("attr_V{i:02}"), 4 * i as i16));
    }
    assert_eq!(got, want);
}

#[test]
fn spec_old_files() {
    let target = Target::new(Stage::Fragment, Core::Mali200, Compiler::Old);
    // egl-color.frag: SUNI(1, 4){vec4 @0 mediump bitprec 24, v0}.
    let t = layout(&[d("color", Float(4), Uniform)], &target).unwrap();
    let u = t.uniforms.symbols().next().unwrap();
    assert_eq!(t.uniforms.total_size, 4);
    assert_eq!(
        (
            u.address,
            u.info.precision,
            u.info.bit_precision,
            u.info.version
        ),
        (0, 2, 24, 0)
    );
    // egl-texture.frag: lowp sampler2D (2, 1, 0, 1); varying vec2 uv (2, 2, 0, 2) @0.
    let mut tex = d("tex", Sampler(SamplerKind::Sampler2D), Uniform);
    tex.precision = Low;
    let t = layout(&[tex, d("uv", Float(2), Varying)], &target).unwrap();
    let s = t.uniforms.symbols().next().unwrap();
    assert_eq!(
        (
            s.info.kind,
            s.info.vec_size,
            s.info.vector_stride,
            s.info.array_stride,
            s.info.precision
        ),
        (SymbolType::SAMPLER, 2, 1, 1, 1)
    );
    let v = t.varyings.symbols().next().unwrap();
    assert_eq!(
        (v.info.vec_size, v.info.vector_stride, v.address),
        (2, 2, 0)
    );
    // egl-pass_two_attribs.vert: SATT {vec4 @0, vec2 @4; bitprec 32, highp},
    // SVAR {uv @4, gl_Position @0}, gl_mali_ViewportTransform vec4[2] @0.
    let vt = Target::new(Stage::Vertex, Core::Mali200, Compiler::Old);
    let mut pos = d("position", Float(4), Attribute);
    pos.precision = High;
    let mut tc = d("texcoord", Float(2), Attribute);
    tc.precision = High;
    let decls = [
        pos,
        tc,
        d("uv", Float(2), Varying),
        Declaration::new("gl_Position", Float(4), High, Varying),
        Declaration::new(
            "gl_mali_ViewportTransform",
            Float(4).array(2),
            High,
            Uniform,
        ),
    ];
    let t = layout(&decls, &vt).unwrap();
    let a: Vec<(i16, u8, u8)> = t
        .attributes
        .symbols()
        .map(|a| (a.address, a.info.bit_precision, a.info.precision))
        .collect();
    assert_eq!(a, [(0, 32, 3), (4, 32, 3)]);
    let v: Vec<i16> = t.varyings.symbols().map(|v| v.address).collect();
    assert_eq!(v, [4, 0]);
    let u = t.uniforms.symbols().next().unwrap();
    assert_eq!(
        (u.address, u.info.array_size, u.info.array_stride),
        (0, 2, 4)
    );
}

#[test]
fn hardware_limits_are_clear_errors() {
    let vt = Target::new(Stage::Vertex, Core::Mali400, Compiler::New);
    let e = layout(&[d("big", Float(4).array(305), Uniform)], &vt).unwrap_err();
    assert!(e.to_string().contains("vertex uniform space"), "{e}");
    assert!(layout(&[d("ok", Float(4).array(303), Uniform)], &vt).is_ok());
    let many: Vec<Declaration> = (0..16)
        .map(|i| d(&format!("a{i:02}"), Float(4), Attribute))
        .collect();
    let e = layout(&many, &vt).unwrap_err();
    assert!(e.to_string().contains("attributes do not fit"), "{e}");
    assert!(layout(&many[..15], &vt).is_ok());
    let ft = Target::new(Stage::Fragment, Core::Mali400, Compiler::New);
    let vs: Vec<Declaration> = (0..13)
        .map(|i| d(&format!("v{i:02}"), Float(4), Varying))
        .collect();
    let e = layout(&vs, &ft).unwrap_err();
    assert!(
        e.to_string().contains("fragment varying space holds 48"),
        "{e}"
    );
    assert!(layout(&vs[..12], &ft).is_ok());
    let e = layout(&[d("a", Float(4), Attribute)], &ft).unwrap_err();
    assert!(
        e.to_string()
            .contains("fragment shaders have no attributes"),
        "{e}"
    );
    let e = layout(&[d("s", Sampler(SamplerKind::Sampler2D), Varying)], &vt).unwrap_err();
    assert!(
        e.to_string().contains("samplers can only be uniforms"),
        "{e}"
    );
    let e = layout(&[d("v", Float(7), Uniform)], &vt).unwrap_err();
    assert!(e.to_string().contains("vector size 7"), "{e}");
}

#[test]
fn constant_initialisers_become_vini() {
    let mut c = d("k", Float(2).array(2), Uniform);
    c.init = Some(vec![1.0, 2.0, 3.0, 4.0]);
    let t = layout(
        &[c.clone()],
        &Target::new(Stage::Vertex, Core::Mali200, Compiler::Old),
    )
    .unwrap();
    let u = t.uniforms.symbols().next().unwrap();
    let vals: Vec<f32> = u
        .initializer()
        .unwrap()
        .values
        .iter()
        .map(|v| v.value())
        .collect();
    assert_eq!(vals, [1.0, 2.0, 3.0, 4.0]);
    c.init = Some(vec![1.0]);
    assert!(layout(
        &[c],
        &Target::new(Stage::Vertex, Core::Mali200, Compiler::Old)
    )
    .is_err());
}

#[test]
fn tables_as_chunks() {
    let decls = [
        d("k", Float(4), Uniform),
        d("p", Float(4), Attribute),
        d("v", Float(2), Varying),
    ];
    let t = layout(
        &decls,
        &Target::new(Stage::Vertex, Core::Mali400, Compiler::New),
    )
    .unwrap();
    let bytes = t.chunk_bytes(Stage::Vertex);
    let tags: Vec<&[u8]> = vec![&bytes[0..4]];
    assert_eq!(tags, [b"SUNI"]);
    // The three chunks parse back inside a CVER with the same tables.
    let mut file = b"MBS1\0\0\0\0CVER\0\0\0\0\x06\0\0\0".to_vec();
    file.extend_from_slice(&bytes);
    let cver = (file.len() - 16) as u32;
    file[12..16].copy_from_slice(&cver.to_le_bytes());
    file[4..8].copy_from_slice(&(cver + 8).to_le_bytes());
    let m = mbs::parse(&file).unwrap();
    let v = m.vertex_shaders().next().unwrap();
    assert_eq!(v.uniforms(), Some(&t.uniforms));
    assert_eq!(v.attributes(), Some(&t.attributes));
    assert_eq!(v.varyings(), Some(&t.varyings));
    let f = layout(
        &decls[..1],
        &Target::new(Stage::Fragment, Core::Mali400, Compiler::New),
    )
    .unwrap();
    assert_eq!(&f.chunk_bytes(Stage::Fragment)[..4], b"SUNI");
}

/// (name, type, precision, bit precision, invariant, address) of a fragment varying.
type V = (&'static str, u16, u8, u8, u8, i16);

fn varying_table(vs: &[V]) -> mbs::VaryingTable {
    mbs::VaryingTable {
        declared_count: None,
        children: vs
            .iter()
            .map(|&(name, vec_size, precision, bits, invariant, address)| {
                mbs::VaryingTableChunk::Symbol(mbs::VaryingSymbol {
                    name: mbs::SymbolName {
                        name: name.into(),
                        name_padding: None,
                    },
                    info: mbs::SymbolInfo {
                        version: 2,
                        kind: SymbolType::FLOAT,
                        vec_size,
                        vector_stride: vec_size.max(2).next_power_of_two(),
                        array_size: 0,
                        array_stride: vec_size.max(2).next_power_of_two(),
                        bit_precision: bits,
                        precision,
                        invariant,
                    },
                    clamped: 0,
                    reserved_14: 0,
                    address,
                    attribute_copy: -1,
                    chunks: vec![],
                })
            })
            .collect(),
    }
}

#[test]
fn pp_varying_streams() {
    // (varyings, [(row, components, fp32, offset, size)], stride)
    // (row, components, fp32, offset, size)
    type S = (usize, u32, bool, u32, u32);
    let cases: Vec<(Vec<V>, Vec<S>, u32)> = vec![
        // A lone mediump vec2: 2 x fp16, padded to 8 bytes.
        (vec![("a", 2, 2, 16, 0, 0)], vec![(0, 2, false, 0, 8)], 8),
        // vec3 uses cell 2: 4 components.
        (vec![("a", 3, 2, 16, 0, 0)], vec![(0, 4, false, 0, 8)], 8),
        // highp with 24 bits is fp32; a 4 x fp32 stream makes the stride a multiple of 16.
        (
            vec![("a", 4, 3, 24, 0, 0), ("b", 2, 2, 24, 0, 4)],
            vec![(0, 4, true, 0, 16), (1, 2, false, 16, 8)],
            32,
        ),
        // highp with 16 bits (new compiler) stays fp16.
        (vec![("a", 4, 3, 16, 0, 0)], vec![(0, 4, false, 0, 8)], 8),
        // invariant forces fp32.
        (vec![("a", 2, 2, 16, 1, 0)], vec![(0, 2, true, 0, 8)], 8),
        // A highp float shares row 0 with a vec2 in cells 2-3: one 4 x fp32 stream.
        (
            vec![("f", 1, 3, 24, 0, 0), ("v", 2, 2, 24, 0, 2)],
            vec![(0, 4, true, 0, 16)],
            16,
        ),
        // Streams are self-aligned: the 16-byte stream after an 8-byte one starts at 16.
        (
            vec![
                ("a", 2, 2, 16, 0, 0),
                ("b", 4, 3, 32, 0, 4),
                ("c", 2, 2, 16, 0, 8),
            ],
            vec![
                (0, 2, false, 0, 8),
                (1, 4, true, 16, 16),
                (2, 2, false, 32, 8),
            ],
            48,
        ),
        // Unused rows make no stream; 8-byte streams give a stride of 8s.
        (
            vec![("a", 2, 2, 16, 0, 0), ("b", 2, 2, 16, 0, 8)],
            vec![(0, 2, false, 0, 8), (2, 2, false, 8, 8)],
            16,
        ),
        (vec![], vec![], 0),
    ];
    for (vs, want, stride) in cases {
        let got = varying_streams(&varying_table(&vs));
        let streams: Vec<_> = got
            .streams
            .iter()
            .map(|s| (s.row, s.components, s.fp32, s.offset, s.size))
            .collect();
        assert_eq!((streams, got.stride), (want, stride), "{vs:?}");
    }
}

#[test]
fn forced_alignment_applies_to_vertex_varyings_only() {
    let decls = [
        d("a", Float(1), Varying),
        d("b", Float(1), Varying),
        d("u", Float(1), Uniform),
        d("w", Float(1), Uniform),
    ];
    let vt = Target::new(Stage::Vertex, Core::Mali400, Compiler::New);
    let t = layout(&decls, &vt.with_forced_align4()).unwrap();
    let v: Vec<i16> = t.varyings.symbols().map(|s| s.address).collect();
    let u: Vec<i16> = t.uniforms.symbols().map(|s| s.address).collect();
    assert_eq!((v, u), (vec![0, 4], vec![0, 1]));
    let t = layout(&decls, &vt).unwrap();
    let v: Vec<i16> = t.varyings.symbols().map(|s| s.address).collect();
    assert_eq!(v, [0, 1]);
    // Fragment varyings keep their packing.
    let ft = Target::new(Stage::Fragment, Core::Mali400, Compiler::New).with_forced_align4();
    let t = layout(&decls, &ft).unwrap();
    let v: Vec<i16> = t.varyings.symbols().map(|s| s.address).collect();
    assert_eq!(v, [0, 1]);
}
