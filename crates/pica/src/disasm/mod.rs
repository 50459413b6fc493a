//! The disassembler: SHBIN to picasso-dialect source that the gpubin assembler turns
//! back into the same bytes.
//!
//! All code goes into the first file (labels cannot cross files); every other DVLE
//! gets a section with its declarations and `.entry`, introduced by the gpubin
//! extension `.file NAME`. Tables are reproduced with explicit forms (`.setf`,
//! `.out - sem oN.mask`, `.in name vN`, uniforms in register order with `_`-named
//! padding); every operand carries its full swizzle so the operand-descriptor table
//! is rebuilt entry for entry. Words with no picasso spelling print as `.word 0x...`
//! (a gpubin extension). [`round_trip`] reassembles the listing and compares bytes.

mod declarations;
mod instructions;
pub mod split;
mod structure;

pub use split::{split, SplitListing};

use declarations::Style;

use crate::asm::{self, Options, Source};
use crate::shbin::{self, Shbin};

/// A listing: one text per input file (the first holds all code).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    /// (file name, text) per DVLE.
    pub files: Vec<(String, String)>,
    /// Things the listing is known not to reproduce.
    pub notes: Vec<String>,
    /// The code lacks a padding NOP picasso would insert: the listing is for
    /// `picasso -n` (every NOP is written out, so `-n` reproduces the code exactly).
    pub no_nop: bool,
    /// The listing needs forms only picasso's reading takes (an empty procedure, an
    /// input declared twice): for picasso or `gpubin picasso`, not `gpubin asm`.
    pub picasso: bool,
}

impl Listing {
    /// All files as one text; sections after the first start with `.file NAME`.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for (i, (name, text)) in self.files.iter().enumerate() {
            if i > 0 {
                out.push_str(&format!("\n.file {name}\n"));
            }
            out.push_str(text);
        }
        out
    }

    /// Reassembles the listing.
    pub fn assemble(&self) -> Result<asm::Assembly, asm::Diagnostics> {
        let text = self.text();
        asm::assemble(
            &[Source {
                name: self.files.first().map_or("listing.pica", |f| &f.0),
                text: &text,
            }],
            self.options(),
        )
    }

    /// The assembler options the listing is meant for.
    pub fn options(&self) -> Options {
        Options {
            auto_nop: !self.no_nop,
            picasso: self.picasso,
        }
    }
}

/// Disassembles a SHBIN model.
pub fn disassemble(shbin: &Shbin) -> Listing {
    disassemble_with(
        shbin,
        Style {
            point_mode: false,
            exact: false,
        },
    )
}

/// `style.point_mode`: spell geometry DVLEs whose mode bytes are all zero as
/// `.gsh point cN` (private uniforms) instead of a bare `.gsh` (shared uniforms); the
/// file does not say which one picasso saw. `style.exact`: the fallback for files
/// picasso would not write: the descriptor table pinned with `.opdesc`, the code as
/// `.word`s (decoded in comments), entry ranges and header masks as given.
fn disassemble_with(shbin: &Shbin, style: Style) -> Listing {
    disassemble_split_at(shbin, style, None)
}

/// `starts`: where each DVLE's file begins in the code (ascending, the first 0), in
/// place of the entry points.
fn disassemble_split_at(shbin: &Shbin, style: Style, starts: Option<&[u32]>) -> Listing {
    let mut notes = Vec::new();
    // In the exact form `.opdesc` carries the high words.
    if !style.exact
        && shbin
            .dvlp
            .operand_descriptors
            .iter()
            .any(|d| d.extension != 0)
    {
        notes.push("operand descriptors with nonzero high words".to_string());
    }
    if shbin.layout.is_some() {
        notes.push("the file is not in picasso's layout (gaps, label or file-name tables, or trailing bytes)".to_string());
    }
    if shbin.dvlp.version != 0 || shbin.dvlp.unknown != [0; 3] {
        notes.push("the DVLP header has nonzero unknown fields".to_string());
    }
    let starts_given = starts;
    let code = structure::Code::analyse(shbin, &mut notes);
    // Each DVLE's file holds the code from its entry procedure up to the next file's
    // (picasso lays files out in order), so per-file facts such as `setemit` making a
    // geometry shader stay with their file. Otherwise everything goes into the first.
    let len = code.len();
    let mut starts = vec![0u32];
    for d in shbin
        .dvles
        .iter()
        .skip(1)
        .filter(|_| starts_given.is_none())
    {
        let s = d.entry_start;
        let ok = starts.last().is_some_and(|&prev| s > prev)
            && s < len
            && code.proc_starts_at(s)
            && !code.jump_crosses(s);
        if !ok {
            starts = vec![0];
            break;
        }
        starts.push(s);
    }
    if let Some(given) = starts_given {
        starts = given.to_vec();
    }
    if style.exact {
        starts = vec![0];
    }
    let range = |i: usize| -> Option<(u32, u32)> {
        if starts.len() == 1 {
            return (i == 0).then_some((0, len));
        }
        let from = starts[i];
        Some((from, starts.get(i + 1).copied().unwrap_or(len)))
    };
    let mut files = Vec::new();
    let mut alloc = declarations::SharedSpace::default();
    for (i, dvle) in shbin.dvles.iter().enumerate() {
        let name = if i == 0 {
            "shader.pica".to_string()
        } else {
            format!("dvle{i}.pica")
        };
        let mut text = format!(
            "; DVLE {i}: {}\n",
            match dvle.shader_type {
                shbin::ShaderType::Vertex => "vertex shader",
                shbin::ShaderType::Geometry => "geometry shader",
                shbin::ShaderType::Unknown(_) => "unknown shader type",
            }
        );
        declarations::write(&mut text, dvle, &code, &mut alloc, &mut notes, i, style);
        if style.exact {
            if i == 0 {
                text.push('\n');
                code.write_exact(&mut text, &shbin.dvlp.operand_descriptors);
            }
        } else if let Some((from, to)) = range(i) {
            text.push('\n');
            code.write(&mut text, from, to);
        }
        files.push((name, text));
    }
    if shbin.dvles.is_empty() {
        notes.push("the file has no DVLE".to_string());
        let mut text = String::new();
        code.write(&mut text, 0, len);
        files.push(("shader.pica".to_string(), text));
    }
    Listing {
        files,
        notes,
        no_nop: false,
        picasso: false,
    }
}

/// The first line of a listing meant for `picasso -n`.
const NO_NOP_NOTE: &str =
    "; assemble with -n (picasso -n): this code lacks a padding NOP picasso would insert\n";
/// The first line of a listing that `gpubin asm` refuses.
const PICASSO_NOTE: &str = "; for picasso or gpubin picasso: this code needs forms gpubin asm refuses (see its messages)\n";

/// Why a listing does not reproduce its file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RoundTripError {
    /// The listing does not assemble: the assembler's first error.
    #[error(
        "the listing does not assemble: {}",
        .0.as_ref().map(ToString::to_string).unwrap_or_default()
    )]
    Assembly(Option<Box<crate::asm::Diagnostic>>),
    /// Reassembled, the listing gives other bytes.
    #[error(
        "the listing reassembles to different bytes (first difference at 0x{offset:x}){notes}"
    )]
    Differs {
        /// Byte offset of the first difference.
        offset: usize,
        /// What differs there, as text to append (empty or starting with a separator).
        notes: String,
    },
    /// The original file does not write back.
    #[error("the file cannot be written back: {0}")]
    Write(gpubin_binfmt::Error),
    /// No listing was tried (cannot happen: there is always one).
    #[error("internal error: {0}")]
    Internal(&'static str),
    /// The listing needs a gpubin extension: the name given.
    #[error("the listing needs the gpubin extension `{0}`, which picasso does not read (the file is not as picasso writes it); the joined listing of `gpubin dis` reassembles with gpubin asm")]
    NeedsExtension(String),
}

/// Disassembles and checks that the listing reassembles to `shbin`'s exact bytes.
pub fn round_trip(shbin: &Shbin) -> Result<Listing, (Listing, RoundTripError)> {
    let original = match shbin::write(shbin) {
        Ok(b) => b,
        Err(e) => return Err((disassemble(shbin), RoundTripError::Write(e))),
    };
    let plain_geometry = shbin.dvles.iter().any(|d| {
        d.shader_type == shbin::ShaderType::Geometry
            && !d.merge_outmaps()
            && d.geometry == Default::default()
    });
    // picasso's own spelling first; the exact (extension) form last.
    let mut styles = vec![Style {
        point_mode: false,
        exact: false,
    }];
    if plain_geometry {
        styles.push(Style {
            point_mode: true,
            exact: false,
        });
    }
    styles.push(Style {
        point_mode: false,
        exact: true,
    });
    if plain_geometry {
        styles.push(Style {
            point_mode: true,
            exact: true,
        });
    }
    let mut first = None;
    // Every NOP is written out, so a listing that fails only because picasso would add
    // a padding NOP reassembles exactly with `-n`; that comes before the extensions.
    // Code picasso wrote may need what only its reading takes (an empty procedure,
    // an input declared twice): tried after gpubin asm's reading.
    let mut tries = Vec::new();
    for style in styles {
        tries.push((style, false, false));
        if !style.exact {
            tries.push((style, true, false));
            tries.push((style, false, true));
            tries.push((style, true, true));
        }
    }
    tries.sort_by_key(|(style, _, _)| style.exact);
    // Where the second file's code may begin: its entry point first, then every place
    // between procedures (its entry may be a procedure of the first file, and code
    // before it may belong to it, such as a `setemit` that makes it a geometry shader).
    let mut splits: Vec<Option<Vec<u32>>> = vec![None];
    if shbin.dvles.len() == 2 {
        let code = structure::Code::analyse(shbin, &mut Vec::new());
        splits.extend(code.boundaries().into_iter().map(|b| Some(vec![0, b])));
    }
    let tries: Vec<_> = tries
        .into_iter()
        .flat_map(|t| {
            let n = if t.0.exact { 1 } else { splits.len() };
            splits[..n].iter().map(move |s| (t, s.clone()))
        })
        .collect();
    for ((style, no_nop, picasso), starts) in tries {
        let mut listing = disassemble_split_at(shbin, style, starts.as_deref());
        listing.no_nop = no_nop;
        listing.picasso = picasso;
        if let Some((_, text)) = listing.files.first_mut() {
            if picasso {
                text.insert_str(0, PICASSO_NOTE);
            }
            if no_nop {
                text.insert_str(0, NO_NOP_NOTE);
            }
        }
        match check(listing, &original) {
            Ok(l) => return Ok(l),
            Err(e) => {
                first.get_or_insert(e);
            }
        }
    }
    Err(first.unwrap_or_else(|| (disassemble(shbin), RoundTripError::Internal("no listing"))))
}

fn check(listing: Listing, original: &[u8]) -> Result<Listing, (Listing, RoundTripError)> {
    let again = match listing.assemble() {
        Ok(a) => a.to_bytes(),
        Err(d) => {
            let first = d.errors().next().cloned().map(Box::new);
            return Err((listing, RoundTripError::Assembly(first)));
        }
    };
    if again.as_slice() != original {
        let offset = again
            .iter()
            .zip(original)
            .position(|(a, b)| a != b)
            .unwrap_or(again.len().min(original.len()));
        let notes = if listing.notes.is_empty() {
            String::new()
        } else {
            format!(": {}", listing.notes.join("; "))
        };
        return Err((listing, RoundTripError::Differs { offset, notes }));
    }
    Ok(listing)
}
