//! The diagnostics layer on any text: line/column lookups invert, and resolving,
//! rendering and the JSON form never panic.

use gpubin_binfmt::diag::{
    BinLocation, BinaryRenderer, Diagnostic, LineIndex, SourceMap, Span, TextRenderer,
};
use gpubin_binfmt::Path;
use proptest::prelude::*;

/// Text with line ends of both kinds, tabs and characters of every UTF-8 length.
fn text() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop::sample::select(vec!["a", "\n", "\r\n", "\t", "é", "€", "𝄞", " ", "x;"]),
        0..40,
    )
    .prop_map(|parts| parts.concat())
}

proptest! {
    #[test]
    fn offsets_and_line_columns_invert(text in text(), at in 0usize..200) {
        let index = LineIndex::new(&text);
        let offset = at.min(text.len());
        if text.is_char_boundary(offset) {
            let lc = index.line_col(&text, offset);
            prop_assert_eq!(index.offset(&text, lc), Some(offset));
        }
        let line = index.line_of(offset);
        let range = index.line_range(&text, line);
        prop_assert!(range.start <= offset.max(range.start));
        prop_assert!(!text[range].contains('\n'));
    }

    #[test]
    fn any_span_resolves_renders_and_serialises(
        text in text(),
        a in 0usize..200,
        b in 0usize..200,
        offset in any::<usize>(),
    ) {
        let mut map = SourceMap::new();
        let f = map.add("t", text.as_str());
        let d = Diagnostic::warning("w \"q\"")
            .with_span(Span::new(f, a..b))
            .with_label(Span::new(f, b..a), "l")
            .with_note("n")
            .at(BinLocation::new(offset, Path::from("A/B")));
        let r = d.resolve(&map);
        let p = r.position.as_ref().unwrap();
        prop_assert!(p.line >= 1 && p.column >= 1 && p.width >= 1);
        let rendered = TextRenderer::new(true).render(&r);
        prop_assert!(rendered.contains("w \"q\""));
        let _ = BinaryRenderer::default().render(&r, text.as_bytes());
        let json: serde_json::Value = serde_json::from_str(&d.to_json(&map)).unwrap();
        prop_assert_eq!(&json["line"], &serde_json::json!(p.line));
    }
}
