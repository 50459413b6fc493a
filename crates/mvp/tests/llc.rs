//! Every emitted module lowers through a real 32-bit LLVM back end
//! (`llc-19`, riscv32: 32-bit pointers like the MVP, whose back end is not
//! public): no host-only constructs in vs.ll, ps.ll or wrapper.ll.

use gpubin_mvp::abi::AbiOptions;
use gpubin_mvp::codegen::Target;
use gpubin_mvp::{tools, wrapper, Program, ProgramOptions};
use std::process::Command;

#[test]
fn every_module_lowers_for_a_32_bit_target() {
    let llc = tools::find_tool("llc").unwrap();
    let target = Target {
        triple: Some("riscv32-unknown-elf".into()),
        ..Target::default()
    };
    let dir = gpubin_mvp::scratch::ScratchDir::new("llc").unwrap();
    let pairs = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pairs");
    let mut modules = vec![(
        "wrapper".to_string(),
        wrapper::wrapper_module(&AbiOptions::default(), &target).unwrap(),
    )];
    for e in std::fs::read_dir(pairs).unwrap() {
        let p = e.unwrap().path();
        match p.extension() {
            Some(x) if x == "vert" => {}
            _ => continue,
        }
        let name = p.file_stem().unwrap().to_string_lossy().to_string();
        let prog = Program::compile(
            &std::fs::read_to_string(&p).unwrap(),
            "a.vert",
            &std::fs::read_to_string(p.with_extension("frag")).unwrap(),
            "b.frag",
            &ProgramOptions::default(),
        )
        .unwrap();
        modules.push((format!("{name}.vs"), prog.vs_ir(&target).unwrap()));
        modules.push((format!("{name}.ps"), prog.ps_ir(&target).unwrap()));
    }
    assert!(modules.len() > 60);
    let mut failures = Vec::new();
    for (name, ir) in &modules {
        let file = dir.write_new(&format!("{name}.ll"), ir.as_bytes()).unwrap();
        let out = Command::new(&llc)
            .args(["-O2", "-filetype=obj", "-o"])
            .arg(dir.join(format!("{name}.o")))
            .arg(&file)
            .output()
            .unwrap();
        if !out.status.success() {
            failures.push(format!("{name}: {}", String::from_utf8_lossy(&out.stderr)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
