//! `include_shader!`: assembles picasso-dialect PICA200 shaders at compile time, and
//! compiles GLSL vertex shaders (`.vert`, see `gpubin_pica::compile`).
//!
//! ```
//! // One file, or several (vertex + geometry) linked into one SHBIN:
//! static VSHADER: &[u8] = gpubin_pica_macros::include_shader!("examples/shaders/simple.v.pica");
//! static GLSL: &[u8] = gpubin_pica_macros::include_shader!("examples/shaders/simple.vert");
//! static PAIR: &[u8] = gpubin_pica_macros::include_shader!(
//!     "examples/shaders/simple.v.pica",
//!     "examples/shaders/simple.g.pica"
//! );
//! // Each is a whole SHBIN (DVLB), ready for citro3d's DVLB_ParseFile.
//! assert_eq!(&VSHADER[..4], b"DVLB");
//! assert_eq!(&GLSL[..4], b"DVLB");
//! assert_eq!(u32::from_le_bytes(PAIR[4..8].try_into().unwrap()), 2); // two DVLEs
//! ```
//!
//! Paths are relative to the crate's `Cargo.toml` directory (`CARGO_MANIFEST_DIR`),
//! since stable Rust cannot ask where the calling file is. The expansion is a
//! `&'static [u8; N]` aligned to 4 bytes (libctru's `DVLB_ParseFile` reads words),
//! and the sources are `include_bytes!`-ed so cargo rebuilds when they change.
//! Assembler errors become compile errors at the macro call.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use proc_macro::{Delimiter, Group, Literal, Span, TokenStream, TokenTree};
use std::path::PathBuf;

/// The SHBIN of the named files (paths relative to `CARGO_MANIFEST_DIR`), one DVLE
/// per file in order; `.vert` files are GLSL vertex shaders, compiled first. See the
/// crate documentation.
#[proc_macro]
pub fn include_shader(input: TokenStream) -> TokenStream {
    match expand(input) {
        Ok(ts) => ts,
        Err((span, message)) => compile_error(span, &message),
    }
}

/// The string literals of the call, comma-separated.
fn paths(input: TokenStream) -> Result<Vec<(String, Span)>, (Span, String)> {
    let mut out = Vec::new();
    let mut expect_literal = true;
    for tt in input {
        match (&tt, expect_literal) {
            (TokenTree::Literal(lit), true) => {
                out.push((unquote(lit)?, lit.span()));
                expect_literal = false;
            }
            (TokenTree::Punct(p), false) if p.as_char() == ',' => expect_literal = true,
            // A macro_rules! wrapper may hand the literal over inside an invisible group.
            (TokenTree::Group(g), true) if g.delimiter() == Delimiter::None => {
                let mut inner = paths(g.stream())?;
                if inner.len() != 1 {
                    return Err((g.span(), "expected one string literal".into()));
                }
                out.append(&mut inner);
                expect_literal = false;
            }
            _ => {
                return Err((
                    tt.span(),
                    "expected string literals naming shader files, separated by commas".into(),
                ))
            }
        }
    }
    if out.is_empty() {
        return Err((
            Span::call_site(),
            "include_shader! needs at least one file name".into(),
        ));
    }
    Ok(out)
}

/// A plain string literal's contents (escapes `\\` and `\"` only).
fn unquote(lit: &Literal) -> Result<String, (Span, String)> {
    let s = lit.to_string();
    let inner = s
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .ok_or_else(|| (lit.span(), "expected a string literal".to_string()))?;
    Ok(inner.replace("\\\\", "\\").replace("\\\"", "\""))
}

fn expand(input: TokenStream) -> Result<TokenStream, (Span, String)> {
    let files = paths(input)?;
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let span = files[0].1;
    let mut texts = Vec::new();
    for (name, span) in &files {
        let path = root.join(name);
        let path = std::fs::canonicalize(&path).unwrap_or(path);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| (*span, format!("cannot read shader {}: {e}", path.display())))?;
        // A GLSL vertex shader joins as the assembly the compiler writes for it.
        let text = if path.extension().is_some_and(|e| e == "vert") {
            let options = gpubin_pica::compile::Options {
                file_name: Some(path.display().to_string()),
                default_version: None,
            };
            gpubin_pica::compile::compile(&text, &options)
                .map_err(|e| (*span, format!("shader compilation failed:\n{e}")))?
                .asm
        } else {
            text
        };
        texts.push((path, text));
    }
    let names: Vec<String> = texts.iter().map(|(p, _)| p.display().to_string()).collect();
    let sources: Vec<gpubin_pica::asm::Source<'_>> = texts
        .iter()
        .zip(&names)
        .map(|((_, t), n)| gpubin_pica::asm::Source { name: n, text: t })
        .collect();
    let assembly = gpubin_pica::asm::assemble(&sources, gpubin_pica::asm::Options::default())
        .map_err(|d| (span, format!("shader assembly failed:\n{d}")))?;
    let bytes = assembly.to_bytes();
    let mut code = String::from("{ #[repr(C, align(4))] struct __GpubinAligned<T: ?Sized>(T); ");
    for n in &names {
        code.push_str(&format!("const _: &[u8] = include_bytes!({n:?}); "));
    }
    code.push_str(&format!(
        "static __GPUBIN_SHBIN: __GpubinAligned<[u8; {}]> = __GpubinAligned([",
        bytes.len()
    ));
    for b in &bytes {
        code.push_str(&format!("{b},"));
    }
    code.push_str("]); &__GPUBIN_SHBIN.0 }");
    code.parse()
        .map_err(|_| (span, "internal error: expansion does not parse".to_string()))
}

/// `compile_error!("message")` with every token at `span`, so the error points at the
/// macro call.
fn compile_error(span: Span, message: &str) -> TokenStream {
    let ts: TokenStream = format!("compile_error!({message:?})")
        .parse()
        .unwrap_or_default();
    respan(ts, span)
}

fn respan(ts: TokenStream, span: Span) -> TokenStream {
    ts.into_iter()
        .map(|mut tt| {
            if let TokenTree::Group(g) = &tt {
                let mut ng = Group::new(g.delimiter(), respan(g.stream(), span));
                ng.set_span(span);
                tt = TokenTree::Group(ng);
            } else {
                tt.set_span(span);
            }
            tt
        })
        .collect()
}
