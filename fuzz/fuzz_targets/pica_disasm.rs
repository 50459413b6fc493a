#![no_main]
//! Disassembler on arbitrary SHBIN bytes: never panics; the round-trip check always
//! answers.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(model) = gpubin_pica::shbin::parse(data) {
        let listing = gpubin_pica::disasm::disassemble(&model);
        let _ = listing.text();
        let _ = gpubin_pica::disasm::round_trip(&model);
    }
});
