//! `disasm::split`: one source per DVLE, no gpubin extension, reassembling (as
//! separate files in order, the way picasso takes them) to the same bytes.

use gpubin_pica::asm::{assemble, Options, Source};
use gpubin_pica::disasm::{split, RoundTripError};
use gpubin_pica::shbin;

fn data(name: &str) -> String {
    let p = format!("{}/tests/data/asm/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

fn build(names: &[&str]) -> Vec<u8> {
    let texts: Vec<String> = names.iter().map(|n| data(n)).collect();
    let sources: Vec<Source<'_>> = names
        .iter()
        .zip(&texts)
        .map(|(name, text)| Source { name, text })
        .collect();
    assemble(&sources, Options::default())
        .unwrap_or_else(|d| panic!("{names:?}: {d}"))
        .to_bytes()
}

#[test]
fn pairs_split_and_reassemble() {
    for (pair, want) in [
        (["full.v.pica", "full.g.pica"], ["s.v.pica", "s.g.pica"]),
        (["full.v.pica", "point.g.pica"], ["s.v.pica", "s.g.pica"]),
        (["full.v.pica", "variable.g.pica"], ["s.v.pica", "s.g.pica"]),
        (
            ["padding.v.pica", "compat.g.pica"],
            ["s.v.pica", "s.g.pica"],
        ),
    ] {
        let bytes = build(&pair);
        let model = shbin::parse(&bytes).unwrap();
        let listing = split(&model, "s").unwrap_or_else(|e| panic!("{pair:?}: {e}"));
        let names: Vec<&str> = listing.files.iter().map(|f| f.0.as_str()).collect();
        assert_eq!(names, want);
        for (name, text) in &listing.files {
            for ext in [
                ".file", ".word", ".opdesc", ".entryat", ".inmask", ".outmask",
            ] {
                assert!(!text.contains(ext), "{name} has {ext}:\n{text}");
            }
        }
        let sources: Vec<Source<'_>> = listing
            .files
            .iter()
            .map(|(name, text)| Source { name, text })
            .collect();
        let again = assemble(&sources, Options::default()).unwrap().to_bytes();
        assert_eq!(again, bytes, "{pair:?}");
    }
}

#[test]
fn hand_made_file_needs_extensions() {
    let bytes = std::fs::read(format!(
        "{}/tests/data/vertex.shbin",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let model = shbin::parse(&bytes).unwrap();
    assert_eq!(
        split(&model, "v"),
        Err(RoundTripError::NeedsExtension(".word".into()))
    );
}
