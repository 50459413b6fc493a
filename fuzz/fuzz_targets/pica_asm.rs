#![no_main]
//! Assembler on arbitrary text: never panics; whatever assembles also disassembles
//! and reassembles to the same bytes.

use gpubin_pica::asm::{assemble, Options, Source};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    // A second file when the input holds a NUL: exercises multi-file linking.
    let mut parts = text.splitn(2, '\0');
    let first = parts.next().unwrap_or_default();
    let mut sources = vec![Source {
        name: "a.pica",
        text: first,
    }];
    if let Some(second) = parts.next() {
        sources.push(Source {
            name: "b.pica",
            text: second,
        });
    }
    for auto_nop in [true, false] {
        let Ok(a) = assemble(&sources, Options { auto_nop, ..Options::default() }) else {
            continue;
        };
        let model = a.shbin();
        if auto_nop {
            if let Err((listing, e)) = gpubin_pica::disasm::round_trip(&model) {
                panic!("{e}\n--- source\n{text}\n--- listing\n{}", listing.text());
            }
        }
    }
});
