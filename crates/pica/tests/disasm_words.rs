//! Files picasso would not write: the listing stays picasso's source except where it
//! cannot say what the file holds. Only the words with no spelling that gives them back
//! are `.word`s (with why), header facts use `.entryat`/`.inmask`/`.outmask`, a table
//! no first-fit sharing builds is pinned with `.opdesc`, and one located message
//! (`Listing::raw_word_finding`) names the words. Expected words come from the
//! encodings (pica200.md §3); no reference assembler is needed.

use gpubin_binfmt::Severity;
use gpubin_pica::asm::{assemble, Options, Source};
use gpubin_pica::disasm::{round_trip, Listing, RawWord, Why};
use gpubin_pica::shbin::{self, Shbin};

fn model(text: &str) -> Shbin {
    assemble(
        &[Source {
            name: "t.pica",
            text,
        }],
        Options {
            picasso: true,
            ..Options::default()
        },
    )
    .unwrap_or_else(|d| panic!("{d}"))
    .into_shbin()
}

/// The listing of `m`, which must reassemble (with the gpubin extensions) to its bytes.
fn listing(m: &Shbin) -> Listing {
    let l = round_trip(m).unwrap_or_else(|(l, e)| panic!("{e}\n{}", l.text()));
    let bytes = shbin::write(m).unwrap();
    assert_eq!(l.assemble().unwrap().to_bytes(), bytes);
    let words = l
        .text()
        .lines()
        .filter(|x| x.trim_start().starts_with(".word"))
        .count();
    assert_eq!(words, l.raw_words.len(), "{}", l.text());
    assert!(
        !l.text().contains(".proc code\n"),
        "exact form:\n{}",
        l.text()
    );
    l
}

#[test]
fn unassigned_opcode_alone_is_a_word() {
    let mut m = model(".proc main\nmov r0, r1\nmov r2, r3\nend\n.end\n");
    // Opcode 0x1D is unassigned (pica200.md §3.1).
    m.dvlp.code[1] = 0x1D << 26;
    let l = listing(&m);
    let text = l.text();
    assert!(text.contains("\tmov r0.xyzw, r1.xyzw"), "{text}");
    assert!(
        text.contains(".word 0x74000000                            ; 001: unassigned opcode 0x1d"),
        "{text}"
    );
    assert!(text.contains("\tend "), "{text}");
    assert_eq!(
        l.raw_words.as_ref(),
        [RawWord {
            address: 1,
            word: 0x7400_0000,
            why: Why::Unassigned(0x1D),
        }]
    );
    // DVLB header (8 bytes) and one DVLE offset, then the DVLP header (0x28 bytes):
    // code word 1 is at 0x0c + 0x28 + 4.
    let f = l.raw_word_finding(&m).unwrap();
    assert_eq!(f.severity, Severity::Warning);
    assert_eq!(f.offset, Some(0x38));
    assert_eq!(f.path, "DVLP/code[1]");
    assert_eq!(
        f.message,
        "1 code word written as `.word`, which gpubin asm reads and picasso does not: 0x001 (unassigned opcode 0x1d)"
    );
}

#[test]
fn descriptor_table_with_unread_bits_is_pinned() {
    // The project's hand-made file: its descriptors set bits no instruction reads.
    let bytes = std::fs::read(format!(
        "{}/tests/data/vertex.shbin",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let m = shbin::parse(&bytes).unwrap();
    let l = listing(&m);
    let text = l.text();
    assert!(text.contains(".opdesc 0x0d86c36f\n"), "{text}");
    assert!(
        text.contains("\tmad o1.xyzw, v1.xyzw, c95.xyzw, v1.xyzw"),
        "{text}"
    );
    assert!(l.raw_words.is_empty());
    assert_eq!(l.raw_word_finding(&m), None);
}

#[test]
fn entry_range_across_a_procedure() {
    // main is 0..3 and calls f (3..5); an entry range 2..4 crosses f.
    let mut m =
        model(".proc main\ncall f\nmov r0, r1\nend\n.end\n.proc f\nmov r2, r3\nmov r4, r5\n.end\n");
    m.dvles[0].entry_start = 2;
    m.dvles[0].entry_end = 4;
    let l = listing(&m);
    let text = l.text();
    assert!(text.contains(".entryat 2 4\n"), "{text}");
    assert!(text.contains("call proc_003"), "{text}");
    assert!(l.raw_words.is_empty(), "{text}");
}

#[test]
fn header_masks_as_given() {
    let mut m = model(".in a v0\n.out - pos o0\n.proc main\nmov o0, a\nend\n.end\n");
    m.dvles[0].input_mask = 0x0003;
    m.dvles[0].output_mask = 0x8001;
    let text = listing(&m).text();
    assert!(text.contains(".inmask 0x0003\n"), "{text}");
    assert!(text.contains(".outmask 0x8001\n"), "{text}");
    assert!(text.contains("\tmov o0.xyzw, v0.xyzw"), "{text}");
}

#[test]
fn descriptor_past_the_table() {
    let mut m = model(".proc main\nmov r0, r1\nmov r2, r3\nend\n.end\n");
    // mov (format 1u): the descriptor index is bits 6-0.
    m.dvlp.code[1] = m.dvlp.code[1] & !0x7F | 100;
    let l = listing(&m);
    assert_eq!(l.raw_words.len(), 1);
    assert_eq!(l.raw_words[0].address, 1);
    assert_eq!(l.raw_words[0].why, Why::NoDescriptor(100));
    assert!(l.text().contains("\tmov r0.xyzw, r1.xyzw"));
}

#[test]
fn block_across_a_procedure_end() {
    // ifu b0 at 1 closes at 3; moved to close at 5, inside f (4..6), it does not nest.
    let mut m = model(
        ".bool b\n.proc main\ncall f\nifu b\nmov r0, r1\n.end\nend\n.end\n.proc f\nmov r2, r3\nmov r4, r5\n.end\n",
    );
    // IFU (format 3): the target is bits 21-10.
    let ifu = m.dvlp.code[1];
    assert_eq!(ifu >> 26, 0x27, "ifu");
    m.dvlp.code[1] = ifu & !(0xFFF << 10) | 5 << 10;
    let l = listing(&m);
    assert_eq!(l.raw_words.len(), 1, "{}", l.text());
    assert_eq!(l.raw_words[0].why, Why::Block);
    assert!(l.text().contains("call proc_004"));
}

#[test]
fn second_entry_that_first_fit_would_not_pick() {
    // Two identical descriptors; the second mov names entry 1, where picasso's
    // first-fit sharing (with the table pinned) picks entry 0.
    let mut m = model(".proc main\nmov r0, r1\nmov r2, r3\nend\n.end\n");
    let d = m.dvlp.operand_descriptors[0];
    m.dvlp.operand_descriptors.push(d);
    m.dvlp.code[1] = m.dvlp.code[1] & !0x7F | 1;
    let l = listing(&m);
    let text = l.text();
    assert!(text.contains(".opdesc"), "{text}");
    assert_eq!(l.raw_words.len(), 1, "{text}");
    assert_eq!(l.raw_words[0].address, 1);
    assert_eq!(l.raw_words[0].why, Why::Reassembles);
}
