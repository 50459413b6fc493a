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
            let ir = wrapper::wrapper_module(&opts, &target);
            tools::verify_ir(&ir, "wrapper").unwrap_or_else(|e| panic!("{opts:?}: {e}"));
        }
    }
}

#[test]
fn default_wrapper_uses_volatile_mmio_and_the_seed_index() {
    let ir = wrapper::wrapper_module(&AbiOptions::default(), &Target::default());
    assert!(ir.contains("load volatile i32, ptr %tid.reg"));
    assert!(ir.contains("store volatile i32 %index, ptr %done.reg"));
    assert!(ir.contains(
        "call void @vs_main(ptr %gl_in, ptr %gl_out, ptr %gl_const, i32 %index, i32 %instance_id)"
    ));
    assert!(ir.contains("define internal void @calc_in_out_vs("));
    assert!(ir.contains("define internal void @calc_in_out_fs("));
}
