//! The code blobs of a model with their file offsets, and the code size of a DBIN
//! blob, for the disassembler, the inspector and the validator. Only the framing of
//! the instruction streams is read here; decoding belongs to the disassemblers.

use super::model::{Block, FragmentChunk, MbsFile, PilotChunk, PilotShaders, Stage, VertexChunk};

/// One DBIN of a model: the shader's main code or a pilot shader's.
#[derive(Clone, Debug)]
pub struct CodeBlob<'a> {
    /// `MBS1/CFRA/DBIN`, `MBS1/CVER[1]/DPRO/DBIN[0]`.
    pub path: String,
    /// The CFRA or CVER block holding it (symbol tables, core).
    pub block: &'a Block,
    /// The stage of that block.
    pub stage: Stage,
    /// `mali_core` of the block.
    pub core: u32,
    /// File offset of the code (the DBIN payload), from the offset the model keeps
    /// for the DBIN chunk.
    pub offset: usize,
    /// The code bytes.
    pub code: &'a [u8],
}

/// Every code blob of a placed model (parsed, or after [`super::place`]) in file
/// order: the first DBIN of each CFRA/CVER and the DBINs of its pilot shaders (DPRO).
/// Blobs of chunks without an offset (an unplaced model) are at offset 0.
pub fn code_blobs(model: &MbsFile) -> Vec<CodeBlob<'_>> {
    let mut out = Vec::new();
    let mut seen = [0usize; 2];
    for placed in &model.blocks {
        let block = &placed.chunk;
        let (stage, name, core, children): (Stage, &str, u32, Vec<PlacedChild>) = match block {
            Block::Fragment(f) => (
                Stage::Fragment,
                "CFRA",
                f.core,
                f.children
                    .iter()
                    .map(|c| (c.offset, Child::of_fragment(c)))
                    .collect(),
            ),
            Block::Vertex(v) => (
                Stage::Vertex,
                "CVER",
                v.core,
                v.children
                    .iter()
                    .map(|c| (c.offset, Child::of_vertex(c)))
                    .collect(),
            ),
            _ => continue,
        };
        let n = &mut seen[(stage == Stage::Vertex) as usize];
        let shader = match *n {
            0 => format!("MBS1/{name}"),
            k => format!("MBS1/{name}[{k}]"),
        };
        *n += 1;
        // The payload follows the 8-byte chunk header.
        let payload = |offset: Option<usize>| offset.map_or(0, |o| o + 8);
        let mut main = false;
        for (offset, child) in children {
            match child {
                Child::Code(code) if !main => {
                    main = true;
                    out.push(CodeBlob {
                        path: format!("{shader}/DBIN"),
                        block,
                        stage,
                        core,
                        offset: payload(offset),
                        code,
                    });
                }
                Child::Pilots(p) => {
                    let mut k = 0;
                    for pc in &p.children {
                        if let PilotChunk::Code(code) = &pc.chunk {
                            out.push(CodeBlob {
                                path: format!("{shader}/DPRO/DBIN[{k}]"),
                                block,
                                stage,
                                core,
                                offset: payload(pc.offset),
                                code: &code.0,
                            });
                            k += 1;
                        }
                    }
                }
                _ => {}
            }
        }
    }
    out
}

/// A shader block's child with its offset.
type PlacedChild<'a> = (Option<usize>, Child<'a>);

/// The children of a shader block that hold code.
enum Child<'a> {
    Code(&'a [u8]),
    Pilots(&'a PilotShaders),
    Other,
}

impl<'a> Child<'a> {
    fn of_fragment(c: &'a FragmentChunk) -> Self {
        match c {
            FragmentChunk::Code(b) => Child::Code(&b.0),
            FragmentChunk::Pilots(p) => Child::Pilots(p),
            _ => Child::Other,
        }
    }

    fn of_vertex(c: &'a VertexChunk) -> Self {
        match c {
            VertexChunk::Code(b) => Child::Code(&b.0),
            VertexChunk::Pilots(p) => Child::Pilots(p),
            _ => Child::Other,
        }
    }
}

/// Why a PP instruction stream cannot be walked: the instruction that breaks the
/// chain of lengths.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeError {
    /// Byte offset inside the blob.
    pub offset: usize,
    /// The instruction's number (0-based).
    pub instruction: usize,
    /// Its control word's length field.
    pub count: usize,
    /// The words left from it to the end of the blob.
    pub remain: usize,
}

impl std::fmt::Display for CodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (n, at) = (self.instruction, self.offset / 4);
        if self.count == 0 {
            write!(f, "PP instruction {n} at word {at} has length 0")
        } else {
            write!(
                f,
                "PP instruction {n} at word {at} is {} words long, only {} remain",
                self.count, self.remain
            )
        }
    }
}

impl std::error::Error for CodeError {}

/// Number of PP instructions: each control word's `count[0:4]` gives the instruction's
/// length in words, this word included.
pub fn pp_instruction_count(code: &[u8]) -> Result<usize, CodeError> {
    let words = code.len() / 4;
    let mut at = 0;
    let mut n = 0;
    while at < words {
        // The length is the low 5 bits of the control word's first (little-endian)
        // byte; the walk is a chain of dependent loads, so load no more than that.
        let count = usize::from(code[at * 4] & 0x1F);
        if count == 0 || at + count > words {
            return Err(CodeError {
                offset: at * 4,
                instruction: n,
                count,
                remain: words - at,
            });
        }
        at += count;
        n += 1;
    }
    Ok(n)
}

/// Number of 128-bit GP instructions.
pub fn gp_instruction_count(code: &[u8]) -> usize {
    code.len() / 16
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes(words: &[u32]) -> Vec<u8> {
        words.iter().flat_map(|w| w.to_le_bytes()).collect()
    }

    #[test]
    fn pp_counts_follow_control_words() {
        // Spec §11 test vector: one 5-word instruction.
        let one = bytes(&[0x00021025, 0x0390400C, 0x0380001F, 0x03C00340, 0x00000C00]);
        assert_eq!(pp_instruction_count(&one), Ok(1));
        let two = bytes(&[0x2, 0, 0x1]);
        assert_eq!(pp_instruction_count(&two), Ok(2));
        assert_eq!(pp_instruction_count(&[]), Ok(0));
        let zero = bytes(&[0x1, 0x0]);
        let e = pp_instruction_count(&zero).unwrap_err();
        assert_eq!(e.offset, 4);
        assert_eq!(e.to_string(), "PP instruction 1 at word 1 has length 0");
        let over = bytes(&[0x3, 0]);
        assert_eq!(
            pp_instruction_count(&over).unwrap_err().to_string(),
            "PP instruction 0 at word 0 is 3 words long, only 2 remain"
        );
        assert_eq!(gp_instruction_count(&[0; 35]), 2);
    }
}
