//! The MVP flow on arbitrary shader pairs: front end, slot allocation and
//! linking, LLVM IR emission for both stages and the wrapper. Input: the
//! vertex shader, a NUL byte, the fragment shader. No panic.
#![no_main]

use gpubin_mvp::abi::AbiOptions;
use gpubin_mvp::codegen::Target;
use gpubin_mvp::slots::LinkOptions;
use gpubin_mvp::{wrapper, Program, ProgramOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (vs, fs) = text
        .split_once('\0')
        .unwrap_or((text, "void main() { gl_FragColor = vec4(1.0); }"));
    for strict in [true, false] {
        let opts = ProgramOptions {
            link: LinkOptions { strict },
            ..Default::default()
        };
        if let Ok(p) = Program::compile(vs, "a.vert", fs, "b.frag", &opts) {
            let t = Target::default();
            let _ = p.vs_ir(&t);
            let _ = p.ps_ir(&t);
            let _ = serde_json::to_string(&p.slots);
            let _ = p.slots.to_text();
        }
    }
    let _ = wrapper::wrapper_module(&AbiOptions::default(), &Target::default());
});
