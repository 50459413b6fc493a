//! Regression corpus from the differential run against Mesa 25.0.7's `lima_disasm`
//! (`tests/data/oracle/mesa-25.0.7.txt`): instructions of every class where the two
//! disassemblers once differed, with the oracle's text. Cases marked "reads past its
//! combiner op table" carry gpubin's documented `op<n>` text (Mesa prints whatever
//! follows its table there).

use gpubin_binfmt::Path;
use gpubin_mali::{asm, gp, pp};

struct Case {
    title: String,
    isa: String,
    bytes: Vec<u8>,
    expected: String,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/oracle/mesa-25.0.7.txt");
    let mut cases: Vec<Case> = Vec::new();
    for line in text.lines() {
        if let Some(title) = line.strip_prefix("# ") {
            cases.push(Case {
                title: title.to_string(),
                isa: title[..2].to_string(),
                bytes: Vec::new(),
                expected: String::new(),
            });
        } else if let Some(words) = line.strip_prefix("words: ") {
            let case = cases.last_mut().unwrap();
            for w in words.split(' ') {
                case.bytes
                    .extend(u32::from_str_radix(w, 16).unwrap().to_le_bytes());
            }
        } else if !line.is_empty() {
            let case = cases.last_mut().unwrap();
            case.expected.push_str(line);
            case.expected.push('\n');
        }
    }
    cases
}

#[test]
fn corpus_matches_mesa_text() {
    let cases = cases();
    assert!(cases.len() > 150, "{} cases", cases.len());
    for case in &cases {
        let text = match case.isa.as_str() {
            "pp" => pp::disassemble(&case.bytes, 0, &Path::root()).unwrap(),
            "gp" => gp::disassemble(&case.bytes, 0, &Path::root()).unwrap(),
            other => panic!("unknown ISA {other}"),
        };
        assert_eq!(text, case.expected, "{}", case.title);
    }
}

/// The oracle's text assembles to code whose text is the same.
#[test]
fn corpus_text_assembles_back() {
    for case in cases() {
        let (isa, text) = match case.isa.as_str() {
            "pp" => (asm::Isa::Pp, &case.expected),
            _ => (asm::Isa::Gp, &case.expected),
        };
        let bytes = asm::assemble(text, isa)
            .unwrap_or_else(|e| panic!("{}: {}", case.title, e.render("corpus")));
        let again = match isa {
            asm::Isa::Pp => pp::disassemble(&bytes, 0, &Path::root()).unwrap(),
            asm::Isa::Gp => gp::disassemble(&bytes, 0, &Path::root()).unwrap(),
        };
        assert_eq!(&again, text, "{}", case.title);
    }
}
