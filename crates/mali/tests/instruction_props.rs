//! Properties: `encode(decode(x)) == x` for arbitrary PP and GP instruction bits of a
//! valid length, the JSON model round-trips, and no input makes the disassemblers
//! panic.

use gpubin_binfmt::Path;
use gpubin_mali::{gp, pp};
use proptest::prelude::*;

/// A PP instruction: any control word with its count fixed up to a valid length
/// (the fields' words plus 0–3 extra words), then arbitrary words.
fn pp_instruction() -> impl Strategy<Value = Vec<u32>> {
    (any::<u32>(), 0u32..4).prop_flat_map(|(control, extra)| {
        let needed = pp::FieldKind::words_needed(pp::Control::fields(control));
        let count = needed + extra;
        let control = (control & !0x1f) | count;
        proptest::collection::vec(any::<u32>(), (count - 1) as usize).prop_map(move |rest| {
            let mut words = vec![control];
            words.extend(rest);
            words
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    #[test]
    fn pp_encode_decode_is_identity(words in pp_instruction()) {
        let decoded = pp::Instruction::decode(&words).unwrap();
        prop_assert_eq!(decoded.encode(), words.clone());
        prop_assert_eq!(decoded.count() as usize, words.len());
        let json = serde_json::to_string(&decoded).unwrap();
        let back: pp::Instruction = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back.encode(), words);
        // Every instruction prints.
        let _ = decoded.text(0);
    }

    #[test]
    fn gp_encode_decode_is_identity(words in any::<[u32; 4]>()) {
        let decoded = gp::Instruction::decode(words);
        prop_assert_eq!(decoded.encode(), words);
        let json = serde_json::to_string(&decoded).unwrap();
        let back: gp::Instruction = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back.encode(), words);
    }

    #[test]
    fn gp_programs_round_trip_and_print(program in proptest::collection::vec(any::<u8>(), 0..256)) {
        let whole = &program[..program.len() / 16 * 16];
        let decoded = gp::decode_program(whole, 0, &Path::root()).unwrap();
        prop_assert_eq!(gp::encode_program(&decoded), whole.to_vec());
        let text = gp::text::program_text(&decoded);
        prop_assert_eq!(text.matches(':').count() >= decoded.len(), true);
    }

    #[test]
    fn pp_programs_round_trip(program in proptest::collection::vec(pp_instruction(), 1..8)) {
        let words: Vec<u32> = program.concat();
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let decoded = pp::decode_program(&bytes, 0, &Path::root()).unwrap();
        prop_assert_eq!(decoded.len(), program.len());
        let instructions: Vec<_> = decoded.into_iter().map(|l| l.instruction).collect();
        prop_assert_eq!(pp::encode_program(&instructions), words);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        let _ = pp::disassemble(&bytes, 0, &Path::root());
        let _ = gp::disassemble(&bytes, 0, &Path::root());
        let _ = gpubin_mali::disasm::disassemble_mbs(&bytes, true);
    }
}
