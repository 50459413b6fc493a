//! Assemblers for the PP and GP instruction sets: Mesa 25.0.7 `lima_disasm` text
//! (and gpubin's annotated form) back to code.
//!
//! The text does not show every bit (unused sources, unknown bits, `next_count`);
//! the assembler writes the values compilers write there (see `README-disasm.md`),
//! so `assemble(disassemble(code)) == code` for code in that form.

mod cursor;
mod error;
pub mod gp;
pub mod mbs;
pub mod pp;
pub mod symbols;

pub use cursor::Cursor;
pub use error::{AsmError, Result};

pub use crate::isa::Isa;

/// Assembles a listing into code bytes. Bare code has no symbol tables, so a
/// symbol directive is an error here (use [`assemble_mbs`]).
pub fn assemble(source: &str, isa: Isa) -> Result<Vec<u8>> {
    let directives = symbols::parse(source, isa.stage())?;
    if let Some(first) = directives.first {
        return Err(AsmError {
            message: "symbol directives declare MBS1 symbol tables; assemble with --mbs".into(),
            ..first
        });
    }
    code(source, isa)
}

/// The code of a listing; one without any instruction is an error (no loader takes
/// empty code: spec §5 wants a first PP instruction, a GP instruction).
fn code(source: &str, isa: Isa) -> Result<Vec<u8>> {
    let bytes = match isa {
        Isa::Pp => pp::assemble_bytes(source)?,
        Isa::Gp => gp::assemble_bytes(source)?,
    };
    if bytes.is_empty() {
        let (what, example) = match isa {
            Isa::Pp => ("PP", "`@     0: ...`"),
            Isa::Gp => ("GP", "`000: ...`"),
        };
        let last = source.lines().count().max(1);
        return Err(AsmError {
            line: last,
            column: 1,
            message: format!(
                "the listing holds no instruction: {what} code is at least one instruction \
                 ({example}, as `gpubin dis` prints it)"
            ),
            source_line: source.lines().last().unwrap_or("").to_string(),
        });
    }
    Ok(bytes)
}

/// Where the symbol tables of an assembled MBS1 file come from.
#[derive(Clone, Copy, Debug)]
pub enum SymbolSource<'a> {
    /// The listing's symbol directives ([`symbols`]), laid out for this GPU and
    /// compiler; a listing without any directive gets no tables.
    Directives(crate::layout::Core, crate::layout::Compiler),
    /// Tables computed elsewhere (`gpubin mali layout` of a GLSL source); the
    /// listing must not declare symbols too.
    Tables(&'a crate::layout::Tables),
}

/// Assembles a listing into an MBS1 file holding the code and, when given, the
/// symbol tables (from [`crate::layout::layout`], e.g. `gpubin mali layout`), or
/// else those the listing's directives declare (Mali-400, new compiler).
pub fn assemble_mbs(
    source: &str,
    isa: Isa,
    tables: Option<&crate::layout::Tables>,
) -> Result<Vec<u8>> {
    use crate::layout::{Compiler, Core};
    let symbols = match tables {
        Some(t) => SymbolSource::Tables(t),
        None => SymbolSource::Directives(Core::Mali400, Compiler::New),
    };
    assemble_mbs_with(source, isa, symbols)
}

/// Assembles a listing into an MBS1 file with the symbol tables `symbols` names.
pub fn assemble_mbs_with(source: &str, isa: Isa, symbols: SymbolSource) -> Result<Vec<u8>> {
    assemble_mbs_for(source, isa, symbols, crate::layout::Core::Mali400)
}

/// [`assemble_mbs_with`] for a GPU: the CFRA/CVER block names `core`'s
/// `mali_core` (Mali-200: 5 and 2, Mali-400: 7 and 6).
pub fn assemble_mbs_for(
    source: &str,
    isa: Isa,
    symbols: SymbolSource,
    core: crate::layout::Core,
) -> Result<Vec<u8>> {
    let directives = symbols::parse(source, isa.stage())?;
    let tables = match symbols {
        SymbolSource::Tables(t) => {
            if let Some(first) = directives.first {
                return Err(AsmError {
                    message: "symbol directives and tables from a GLSL source (--layout) both declare the symbols; use one".into(),
                    ..first
                });
            }
            Some(t.clone())
        }
        // A listing without directives gets no tables; one with only `.precision` or
        // `.struct` lines declares an empty interface, as a GLSL source would.
        SymbolSource::Directives(_, _) if directives.is_empty() => None,
        SymbolSource::Directives(core, compiler) => {
            let target = crate::layout::Target::new(isa.stage(), core, compiler);
            let decls = directives.declarations();
            match crate::layout::layout(&decls, &target) {
                Ok(t) => Some(t),
                Err(e) => return Err(locate(&directives, e)),
            }
        }
    };
    Ok(mbs::wrap_for(
        &code(source, isa)?,
        isa,
        tables.as_ref(),
        core,
    ))
}

/// A layout error at the directive of the symbol it names (`uniform "x": ...`), or
/// at the first directive when it is about a whole space.
fn locate(directives: &symbols::Directives, e: crate::Error) -> AsmError {
    let symbol = match &e {
        crate::Error::Layout(l) => l.symbol(),
        crate::Error::Asm(a) => return a.clone(),
        crate::Error::Binary(_) | crate::Error::Internal(_) => None,
    };
    let named = symbol.and_then(|name| {
        directives
            .symbols
            .iter()
            .find(|s| s.declaration.name == name)
    });
    let message = e.to_string();
    match (named, &directives.first) {
        (Some(s), _) => s.error(message),
        (None, Some(first)) => AsmError {
            message,
            ..first.clone()
        },
        (None, None) => AsmError {
            line: 1,
            column: 1,
            message,
            source_line: String::new(),
        },
    }
}

/// One line of listing text that holds code, with the annotated form's file offset
/// prefix (`0x000048  `) or continuation indent removed. `start` is the byte column
/// of `text` in `raw`.
pub(crate) struct CodeLine<'a> {
    pub number: usize,
    pub raw: &'a str,
    pub text: &'a str,
    pub start: usize,
}

impl<'a> CodeLine<'a> {
    pub fn cursor(&self) -> Cursor<'a> {
        Cursor::new(self.number, self.raw, self.start)
    }
}

/// A line of a listing the assembler reads.
pub(crate) enum Line<'a> {
    /// Instruction text.
    Code(CodeLine<'a>),
    /// The annotated form's `words ...` note: the exact bits of the instruction
    /// above, given where its text does not show them all.
    Words(Result<Vec<u32>>, Cursor<'a>),
}

/// The lines of a listing that carry code: skips blank lines, `;` notes (except a
/// `words` note), `==> file <==` headers; strips the annotated form's offset prefix
/// and indent.
pub(crate) fn code_lines(source: &str) -> impl Iterator<Item = Line<'_>> {
    source.lines().enumerate().filter_map(|(i, raw)| {
        let trimmed = raw.trim_start_matches(' ');
        if let Some(notes) = trimmed.strip_prefix("; ") {
            let item = notes.split("; ").find_map(|n| n.strip_prefix(WORDS_NOTE))?;
            let start = raw.len() - item.len();
            let cur = Cursor::new(i + 1, raw, start);
            let words = item
                .split(' ')
                .map(|w| {
                    u32::from_str_radix(w, 16)
                        .map_err(|_| cur.error(format!("`{w}` is not a hexadecimal word")))
                })
                .collect();
            return Some(Line::Words(words, cur));
        }
        if trimmed.is_empty()
            || trimmed.starts_with(';')
            || trimmed.starts_with("==>")
            || symbols::is_directive(raw)
        {
            return None;
        }
        let mut text = trimmed;
        if let Some(rest) = text.strip_prefix("0x") {
            let digits = rest.bytes().take_while(u8::is_ascii_hexdigit).count();
            if digits > 0 && rest[digits..].starts_with("  ") {
                text = rest[digits..].trim_start_matches(' ');
            }
        }
        Some(Line::Code(CodeLine {
            number: i + 1,
            raw,
            text,
            start: raw.len() - text.len(),
        }))
    })
}

/// The note item that carries an instruction's exact words.
pub const WORDS_NOTE: &str = "words ";
