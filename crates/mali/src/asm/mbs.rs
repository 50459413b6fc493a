//! Wrapping assembled code in an MBS1 file: the chunks ARM's loader needs around
//! the code (spec §3–§5), and symbol tables when given.

use super::Isa;
use crate::layout::{Core, Tables};
use crate::mbs::{
    Block, Bytes, FragmentBufferUse, FragmentChunk, FragmentDiscard, FragmentShader, FragmentStack,
    InstructionRange, MbsFile, Placed, Stage, VertexChunk, VertexShader,
};
use crate::{gp, pp};

/// An MBS1 file holding `code`: CFRA (core 7, Mali-400 PP) with FSTA, FDIS, FBUU,
/// [SUNI, SVAR,] DBIN, or CVER (core 6, Mali-400 GP) with FINS, [SUNI, SATT, SVAR,]
/// DBIN, the tables in the order ARM's compiler writes them. The code must be valid
/// (it comes from the assembler).
pub fn wrap(code: &[u8], isa: Isa, tables: Option<&Tables>) -> Vec<u8> {
    wrap_for(code, isa, tables, Core::Mali400)
}

/// [`wrap`] for a GPU: the block's `mali_core` is `core`'s (Mali-200: CFRA 5,
/// CVER 2, as in the files of ARM's Mali-200 compiler; Mali-400: 7, 6).
pub fn wrap_for(code: &[u8], isa: Isa, tables: Option<&Tables>, core: Core) -> Vec<u8> {
    let root = gpubin_binfmt::Path::root();
    let block = match isa {
        Isa::Pp => {
            let program = pp::decode_program(code, 0, &root).unwrap_or_default();
            let discard = program
                .iter()
                .any(|l| matches!(l.instruction.branch, Some(pp::Branch::Discard)));
            let reads = |color: bool| {
                program.iter().any(|l| {
                    matches!(l.instruction.temp_write, Some(pp::TempWrite::FbRead(pp::FbRead { color: c, .. })) if c == color)
                })
            };
            Block::Fragment(FragmentShader {
                core: core.core_id(Stage::Fragment),
                children: vec![
                    // The driver's own shaders use a one-entry stack.
                    FragmentChunk::Stack(FragmentStack {
                        stack_size: 1,
                        initial_stack_pointer: 1,
                    }),
                    FragmentChunk::Discard(FragmentDiscard {
                        discard_used: discard as u32,
                    }),
                    FragmentChunk::BufferUse(FragmentBufferUse {
                        color_read: reads(true) as u8,
                        color_write: 1,
                        depth_read: reads(false) as u8,
                        depth_write: 0,
                        stencil_read: 0,
                        stencil_write: 0,
                        reserved: 0,
                    }),
                ]
                .into_iter()
                .chain(tables.into_iter().flat_map(|t| {
                    [
                        FragmentChunk::Uniforms(t.uniforms.clone()),
                        FragmentChunk::Varyings(t.varyings.clone()),
                    ]
                }))
                .chain([FragmentChunk::Code(Bytes(code.to_vec()))])
                .map(Placed::from)
                .collect(),
            })
        }
        Isa::Gp => {
            let n = (code.len() / gp::Instruction::SIZE) as u32;
            Block::Vertex(VertexShader {
                core: core.core_id(Stage::Vertex),
                children: vec![VertexChunk::Instructions(InstructionRange {
                    start: 0,
                    one_past_end: n,
                    one_past_last_input_read: n,
                })]
                .into_iter()
                .chain(tables.into_iter().flat_map(|t| {
                    [
                        VertexChunk::Uniforms(t.uniforms.clone()),
                        VertexChunk::Attributes(t.attributes.clone()),
                        VertexChunk::Varyings(t.varyings.clone()),
                    ]
                }))
                .chain([VertexChunk::Code(Bytes(code.to_vec()))])
                .map(Placed::from)
                .collect(),
            })
        }
    };
    crate::mbs::write(&MbsFile {
        blocks: vec![block.into()],
        trailing: Bytes::default(),
    })
}
