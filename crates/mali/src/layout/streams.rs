//! PP varying streams (spec §7, driver side): how a fragment shader's varying rows
//! become the vertex-output streams the driver sets up.

use serde::{Deserialize, Serialize};

use crate::mbs::types::{cells_per_vector, strides};
use crate::mbs::{SymbolType, VaryingTable};

/// Rows of the PP varying space (12 streams of 4 cells).
pub const STREAM_ROWS: usize = 12;

/// One stream: a row of the varying space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VaryingStream {
    /// Row (register) of the varying space.
    pub row: usize,
    /// 4 when cell 2 or 3 of the row is used, else 2.
    pub components: u32,
    /// fp32 when a varying in the row is highp with more than 16 bits of precision,
    /// or invariant; fp16 otherwise.
    pub fp32: bool,
    /// Byte offset in the vertex's varying block (self-aligned).
    pub offset: u32,
    /// Bytes: components × 2 or 4, at least 8.
    pub size: u32,
}

/// The streams of a fragment shader's varyings and the per-vertex block stride.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct VaryingStreams {
    /// The streams, in order.
    pub streams: Vec<VaryingStream>,
    /// Block stride in bytes: the total rounded up to the largest stream, then to 8
    /// (16 when a stream holds 4 × fp32).
    pub stride: u32,
}

fn round_up(x: u32, a: u32) -> u32 {
    x.div_ceil(a) * a
}

/// Computes the streams from a fragment shader's SVAR. Cells outside the 12 rows
/// are ignored (the validator reports them).
pub fn varying_streams(table: &VaryingTable) -> VaryingStreams {
    // Per row: cells used, and whether it needs fp32.
    let mut used = [[false; 4]; STREAM_ROWS];
    let mut fp32 = [false; STREAM_ROWS];
    for s in table.symbols() {
        if s.address < 0 {
            continue;
        }
        let info = &s.info;
        let wide = (info.bit_precision > 16 && info.precision == 3) || info.invariant != 0;
        let (vs, arr) = strides(info, false);
        let columns = if info.kind == SymbolType::MATRIX {
            u64::from(info.vec_size)
        } else {
            1
        };
        let k = cells_per_vector(info);
        // At most 48 cells can be in range: stop walking once past them.
        'elements: for e in 0..u64::from(info.array_size.max(1)) {
            for c in 0..columns {
                let start = s.address as u64 + e * u64::from(arr) + c * u64::from(vs);
                if start >= (STREAM_ROWS * 4) as u64 {
                    break 'elements;
                }
                for cell in start..(start + k).min((STREAM_ROWS * 4) as u64) {
                    let (row, col) = ((cell / 4) as usize, (cell % 4) as usize);
                    used[row][col] = true;
                    fp32[row] |= wide;
                }
            }
        }
    }
    let mut out = VaryingStreams::default();
    let mut offset = 0;
    let mut largest = 0;
    let mut wide4 = false;
    for row in 0..STREAM_ROWS {
        if !used[row].iter().any(|&u| u) {
            continue;
        }
        let components = if used[row][2] || used[row][3] { 4 } else { 2 };
        let size = (components * if fp32[row] { 4 } else { 2 }).max(8);
        offset = round_up(offset, size);
        out.streams.push(VaryingStream {
            row,
            components,
            fp32: fp32[row],
            offset,
            size,
        });
        offset += size;
        largest = largest.max(size);
        wide4 |= fp32[row] && components == 4;
    }
    if largest > 0 {
        out.stride = round_up(round_up(offset, largest), if wide4 { 16 } else { 8 });
    }
    out
}
