//! The PP and GP disassemblers on arbitrary bytes: no panic; every program that
//! decodes encodes back to the same bytes and prints, its annotated listing
//! assembles back to the same bytes and its plain text to code with the same text;
//! MBS1 files of any shape disassemble or fail with an error inside the input.
#![no_main]

use gpubin_binfmt::Path;
use gpubin_mali::{asm, disasm, gp, pp};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&mode, code)) = data.split_first() else {
        return;
    };
    match mode % 3 {
        0 => {
            if let Ok(program) = pp::decode_program(code, 0, &Path::root()) {
                let text = pp::text::program_text(&program);
                assert_eq!(text.lines().count(), program.len());
                let instructions: Vec<_> = program.into_iter().map(|l| l.instruction).collect();
                let words = pp::encode_program(&instructions);
                let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
                assert_eq!(bytes, code);
                assemble_back(code, disasm::Isa::Pp);
            } else if let Err(e) = pp::disassemble(code, 0, &Path::root()) {
                assert!(e.offset() <= code.len());
            }
        }
        1 => match gp::decode_program(code, 0, &Path::root()) {
            Ok(program) => {
                assert_eq!(gp::encode_program(&program), code);
                let _ = gp::text::program_text(&program);
                assemble_back(code, disasm::Isa::Gp);
            }
            Err(e) => assert!(e.offset() <= code.len()),
        },
        _ => {
            for annotate in [false, true] {
                if let Err(e) = disasm::disassemble_mbs(code, annotate) {
                    assert!(e.offset() <= code.len());
                }
            }
        }
    }
});

/// dis --annotate | asm gives the bytes back; dis | asm | dis gives the text back.
fn assemble_back(code: &[u8], isa: disasm::Isa) {
    // An empty listing is an error of the assembler (no loader accepts empty code).
    if code.is_empty() {
        return;
    }
    let annotated = disasm::disassemble_raw(code, isa, true).unwrap();
    assert_eq!(asm::assemble(&annotated, isa).unwrap(), code);
    let plain = disasm::disassemble_raw(code, isa, false).unwrap();
    let again = asm::assemble(&plain, isa).unwrap();
    assert_eq!(disasm::disassemble_raw(&again, isa, false).unwrap(), plain);
}
