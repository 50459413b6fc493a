//! Disassembly of whole MBS1 files and bare code blobs: every shader block's code
//! (CFRA → PP, CVER → GP, pilot shaders in DPRO too), as `lima_disasm` text, as
//! gpubin's annotated listing, or as decoded fields (serde).

mod annotate;
mod symbols;

use gpubin_binfmt::{Path, Result};
use serde::Serialize;

pub use crate::isa::Isa;
pub use annotate::{gp_listing, pp_listing};
pub use symbols::{SymbolSpace, Symbols};

use crate::mbs::{self, Block};
use crate::{gp, pp};

/// Decoded instructions of one code blob.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "isa", content = "instructions", rename_all = "snake_case")]
pub enum Code {
    /// PP instructions with their word offsets.
    Pp(Vec<pp::Located>),
    /// GP instructions.
    Gp(Vec<gp::Instruction>),
}

impl Code {
    /// Decodes `bytes` (file offset `base`, chunk path `path` for errors).
    pub fn decode(isa: Isa, bytes: &[u8], base: usize, path: &Path) -> Result<Code> {
        Ok(match isa {
            Isa::Pp => Code::Pp(pp::decode_program(bytes, base, path)?),
            Isa::Gp => Code::Gp(gp::decode_program(bytes, base, path)?),
        })
    }

    /// The number of instructions.
    pub fn len(&self) -> usize {
        match self {
            Code::Pp(p) => p.len(),
            Code::Gp(p) => p.len(),
        }
    }

    /// True when there are no instructions.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `lima_disasm` text (GP with its header line).
    pub fn text(&self) -> String {
        match self {
            Code::Pp(p) => pp::text::program_text(p),
            Code::Gp(p) => gp::text::program_text(p),
        }
    }

    /// The annotated listing; `base` is the file offset of the code.
    pub fn annotated(&self, base: usize, symbols: &Symbols) -> String {
        match self {
            Code::Pp(p) => pp_listing(p, base, symbols),
            Code::Gp(p) => gp_listing(p, base, symbols),
        }
    }
}

/// One code blob of an MBS1 file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ShaderCode {
    /// Chunk path of the DBIN: `MBS1/CFRA/DBIN`, `MBS1/CVER[1]/DPRO/DBIN[0]`.
    pub path: String,
    /// `mali_core` of the shader block.
    pub core: u32,
    /// File offset of the code.
    pub offset: usize,
    /// Code size in bytes.
    pub size: usize,
    /// The decoded instructions.
    #[serde(flatten)]
    pub code: Code,
    /// Names for the annotated listing (not serialised).
    #[serde(skip)]
    pub symbols: Symbols,
}

impl ShaderCode {
    /// The `; path: ...` header line of a listing.
    pub fn header(&self) -> String {
        let core = mbs::MaliCore::from_id(self.core)
            .map(|c| format!(" ({})", c.name()))
            .unwrap_or_default();
        let unit = match self.code {
            Code::Pp(_) => "PP",
            Code::Gp(_) => "GP",
        };
        format!(
            "; {}: {unit} code, core {}{core}, {} bytes at 0x{:x}, {} instruction{}\n",
            self.path,
            self.core,
            self.size,
            self.offset,
            self.code.len(),
            if self.code.len() == 1 { "" } else { "s" }
        )
    }
}

fn symbols_of(block: &Block) -> Symbols {
    let mut s = Symbols::default();
    match block {
        Block::Fragment(f) => {
            if let Some(t) = f.uniforms() {
                s.uniforms = SymbolSpace::uniforms(t);
            }
            if let Some(t) = f.varyings() {
                s.varyings = SymbolSpace::varyings(t);
            }
        }
        Block::Vertex(v) => {
            if let Some(t) = v.uniforms() {
                s.uniforms = SymbolSpace::uniforms(t);
            }
            if let Some(t) = v.varyings() {
                s.varyings = SymbolSpace::varyings(t);
            }
            if let Some(t) = v.attributes() {
                s.attributes = SymbolSpace::attributes(t);
            }
        }
        _ => {}
    }
    s
}

/// Parses an MBS1 file and decodes every code blob in it (the model gives each
/// blob's block and file offset).
pub fn decode_mbs(bytes: &[u8]) -> Result<Vec<ShaderCode>> {
    let model = mbs::parse(bytes)?;
    let mut out = Vec::new();
    for blob in mbs::code::code_blobs(&model) {
        let isa = match blob.stage {
            mbs::Stage::Fragment => Isa::Pp,
            mbs::Stage::Vertex => Isa::Gp,
        };
        let path = Path::from(blob.path.as_str());
        let code = Code::decode(isa, blob.code, blob.offset, &path)?;
        out.push(ShaderCode {
            path: blob.path,
            core: blob.core,
            offset: blob.offset,
            size: blob.code.len(),
            code,
            symbols: symbols_of(blob.block),
        });
    }
    Ok(out)
}

/// Disassembles every code blob of an MBS1 file. Plain text of a file with one
/// shader is exactly `lima_disasm`'s; with several, each listing is preceded by a
/// `; path` header line and a blank line separates them. The annotated form always
/// has headers.
pub fn disassemble_mbs(bytes: &[u8], annotate: bool) -> Result<String> {
    let shaders = decode_mbs(bytes)?;
    let mut out = String::new();
    if shaders.is_empty() {
        out.push_str("; no shader code: the file has no CFRA or CVER with a DBIN\n");
    }
    let headers = annotate || shaders.len() > 1;
    for (i, shader) in shaders.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if headers {
            out.push_str(&shader.header());
        }
        if annotate {
            out.push_str(&shader.code.annotated(shader.offset, &shader.symbols));
        } else {
            out.push_str(&shader.code.text());
        }
    }
    Ok(out)
}

/// Disassembles a bare code blob (offsets start at 0).
pub fn disassemble_raw(bytes: &[u8], isa: Isa, annotate: bool) -> Result<String> {
    let code = Code::decode(isa, bytes, 0, &Path::root())?;
    Ok(if annotate {
        code.annotated(0, &Symbols::default())
    } else {
        code.text()
    })
}
