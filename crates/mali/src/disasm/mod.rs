//! Disassembly of whole MBS1 files and bare code blobs: every shader block's code
//! (CFRA → PP, CVER → GP, pilot shaders in DPRO too), as `lima_disasm` text, as
//! gpubin's annotated listing, or as decoded fields (serde).

mod annotate;
mod symbols;

use gpubin_binfmt::{Chunk, ChunkIter, FourCC, Path, Reader, Result};
use serde::Serialize;

pub use annotate::{gp_listing, pp_listing};
pub use symbols::{SymbolSpace, Symbols};

use crate::mbs::{self, Block};
use crate::{gp, pp};

/// Which instruction set a code blob holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Isa {
    /// Fragment processor: variable-length u32-word instructions.
    Pp,
    /// Vertex processor: 128-bit instructions.
    Gp,
}

/// Decoded instructions of one code blob.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "isa", content = "instructions", rename_all = "snake_case")]
pub enum Code {
    Pp(Vec<pp::Located>),
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

    pub fn len(&self) -> usize {
        match self {
            Code::Pp(p) => p.len(),
            Code::Gp(p) => p.len(),
        }
    }

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

struct Blob<'a> {
    path: String,
    block: usize,
    isa: Isa,
    core: u32,
    chunk: Chunk<'a>,
}

fn is(tag: FourCC, text: &[u8; 4]) -> bool {
    tag.0 == *text
}

/// Finds every DBIN of every CFRA/CVER (and their DPRO pilots), with file offsets.
fn find_code(bytes: &[u8]) -> Result<Vec<Blob<'_>>> {
    let mut blobs = Vec::new();
    let Some(mbs1) = ChunkIter::new(Reader::new(bytes)).next() else {
        return Ok(blobs);
    };
    let mbs1 = mbs1?;
    let mut seen = [0usize; 2];
    for (block, child) in mbs1.children().enumerate() {
        let child = child?;
        let (isa, name) = if is(child.tag, b"CFRA") {
            (Isa::Pp, "CFRA")
        } else if is(child.tag, b"CVER") {
            (Isa::Gp, "CVER")
        } else {
            continue;
        };
        let n = &mut seen[isa as usize];
        let shader = if *n == 0 {
            format!("MBS1/{name}")
        } else {
            format!("MBS1/{name}[{n}]")
        };
        *n += 1;
        let mut r = child.reader();
        let core = r.u32()?;
        let mut main = false;
        for c in ChunkIter::new(r) {
            let c = c?;
            if is(c.tag, b"DBIN") && !main {
                main = true;
                blobs.push(Blob {
                    path: format!("{shader}/DBIN"),
                    block,
                    isa,
                    core,
                    chunk: c,
                });
            } else if is(c.tag, b"DPRO") {
                let mut pr = c.reader();
                if pr.remaining() < 12 {
                    continue;
                }
                pr.skip(12)?;
                let mut pilot = 0;
                for p in ChunkIter::new(pr) {
                    let p = p?;
                    if is(p.tag, b"DBIN") {
                        blobs.push(Blob {
                            path: format!("{shader}/DPRO/DBIN[{pilot}]"),
                            block,
                            isa,
                            core,
                            chunk: p,
                        });
                        pilot += 1;
                    }
                }
            }
        }
    }
    Ok(blobs)
}

fn symbols_of(model: &mbs::MbsFile, block: usize) -> Symbols {
    let mut s = Symbols::default();
    match model.blocks.get(block) {
        Some(Block::Fragment(f)) => {
            if let Some(t) = f.uniforms() {
                s.uniforms = SymbolSpace::uniforms(t);
            }
            if let Some(t) = f.varyings() {
                s.varyings = SymbolSpace::varyings(t);
            }
        }
        Some(Block::Vertex(v)) => {
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

/// Parses an MBS1 file and decodes every code blob in it.
pub fn decode_mbs(bytes: &[u8]) -> Result<Vec<ShaderCode>> {
    let model = mbs::parse(bytes)?;
    let mut out = Vec::new();
    for blob in find_code(bytes)? {
        let path = blob.chunk.path();
        let code = Code::decode(
            blob.isa,
            blob.chunk.payload,
            blob.chunk.payload_offset(),
            &path,
        )?;
        out.push(ShaderCode {
            path: blob.path,
            core: blob.core,
            offset: blob.chunk.payload_offset(),
            size: blob.chunk.size(),
            code,
            symbols: symbols_of(&model, blob.block),
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
