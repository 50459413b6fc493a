//! The wrapper module verifies with opt-19 under every option combination.

use gpubin_mvp::abi::AbiOptions;
use gpubin_mvp::codegen::Target;
use gpubin_mvp::{tools, wrapper};

#[test]
fn wrapper_verifies_under_every_option() {
    for bits in 0..8u32 {
        let opts = AbiOptions {
            volatile_mmio: bits & 1 != 0,
            clamp_attr_count: bits & 2 != 0,
            biased_vertex_id: bits & 4 != 0,
            ps_done_register: (bits == 7).then_some(0xC260_1004),
            strict: true,
        };
        for target in [Target::default(), Target::host()] {
            let ir = wrapper::wrapper_module(&opts, &target).unwrap();
            tools::verify_ir(&ir, "wrapper").unwrap_or_else(|e| panic!("{opts:?}: {e}"));
        }
    }
}

#[test]
fn default_wrapper_uses_volatile_mmio_and_the_seed_index() {
    let ir = wrapper::wrapper_module(&AbiOptions::default(), &Target::default()).unwrap();
    assert!(ir.contains("load volatile i32, ptr %tid.reg"));
    assert!(ir.contains("store volatile i32 %index, ptr %done.reg"));
    assert!(ir.contains(
        "call void @vs_main(ptr %gl_in, ptr %gl_out, ptr %gl_const, i32 %index, i32 %instance_id)"
    ));
    assert!(ir.contains("define internal void @calc_in_out_vs("));
    assert!(ir.contains("define internal void @calc_in_out_fs("));
}

/// The options named by a fixture file: `wrapper-volatile-clamp.ll`, ...;
/// `wrapper-seed.ll` has none of them.
fn pinned_options(bits: u32) -> (AbiOptions, String) {
    let mut name = String::from("wrapper");
    for (bit, part) in [
        (1, "-volatile"),
        (2, "-clamp"),
        (4, "-biased"),
        (8, "-psdone"),
    ] {
        if bits & bit != 0 {
            name.push_str(part);
        }
    }
    if bits == 0 {
        name.push_str("-seed");
    }
    let opts = AbiOptions {
        volatile_mmio: bits & 1 != 0,
        clamp_attr_count: bits & 2 != 0,
        biased_vertex_id: bits & 4 != 0,
        ps_done_register: (bits & 8 != 0).then_some(0xC260_1004),
        strict: true,
    };
    (opts, name)
}

/// The module text is pinned byte for byte for every option combination:
/// the device target against the fixtures, the host target as the same
/// text without the data layout line, and `strict` (a simulator option)
/// changes nothing.
#[test]
fn wrapper_text_is_pinned_for_every_option() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/wrapper");
    for bits in 0..16u32 {
        let (opts, name) = pinned_options(bits);
        let path = dir.join(format!("{name}.ll"));
        let expected =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let device = wrapper::wrapper_module(&opts, &Target::default()).unwrap();
        assert!(
            device == expected,
            "{name}: differs from {}",
            path.display()
        );
        let lax = AbiOptions {
            strict: false,
            ..opts.clone()
        };
        assert_eq!(
            wrapper::wrapper_module(&lax, &Target::default()).unwrap(),
            device
        );
        let layout = format!(
            "target datalayout = \"{}\"\n",
            gpubin_mvp::codegen::DEFAULT_DATALAYOUT
        );
        assert_eq!(
            wrapper::wrapper_module(&opts, &Target::host()).unwrap(),
            device.replacen(&layout, "", 1),
            "{name}: host target"
        );
    }
}
