//! Stream-out (transform feedback) programs (spec §5): from vertex-shader
//! output locations and stream-out declarations to `VPC_SO_PROG` words,
//! `VPC_SO_BUF_CNTL`, `VPC_SO_CNTL` and the per-buffer `VPC_SO[n]` state.

use serde::{Deserialize, Serialize};

use super::plan::Step;
use gpubin_binfmt::parse_u64;
use gpubin_binfmt::text::Cursor;

use super::regs::Field;
use super::regs_db::{
    VPC_SO_BUFFER_BASE_HI, VPC_SO_BUFFER_BASE_LO, VPC_SO_BUFFER_OFFSET, VPC_SO_BUFFER_SIZE,
    VPC_SO_BUF_CNTL, VPC_SO_CNTL, VPC_SO_FLUSH_BASE_HI, VPC_SO_FLUSH_BASE_LO, VPC_SO_NCOMP,
    VPC_SO_OVERRIDE, VPC_SO_PROG,
};
use crate::{Error, Expected, Parameter, ParseReason, Result, StreamOutProblem};

/// Largest byte offset `A_OFF`/`B_OFF` can hold.
pub const MAX_OFFSET_BYTES: u32 = 2044;
/// OUTLOC fields are 8 bits.
pub const MAX_LOCATION: u32 = 255;

/// A vertex-shader output as linked (`SP_VS_OUT[i]` A/B half and its OUTLOC).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VsOutput {
    /// The output's name, for reading.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Location of the first component (`OUTLOC`); `None` for an output
    /// only streamed out, which is placed after the linked ones.
    #[serde(default)]
    pub location: Option<u32>,
    /// Component mask (`A_COMPMASK`/`B_COMPMASK`), 0x1..0xF.
    #[serde(default = "full_mask")]
    pub mask: u32,
}

fn full_mask() -> u32 {
    0xf
}

/// One stream-out declaration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoOutput {
    /// Index into the outputs.
    pub output: usize,
    /// First component streamed out.
    #[serde(default)]
    pub start_component: u32,
    /// Components streamed out.
    pub num_components: u32,
    /// Buffer index (0..=3).
    pub buffer: u32,
    /// Destination offset in dwords.
    #[serde(default)]
    pub dst_offset: u32,
}

/// A bound stream-out buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoBuffer {
    /// Buffer index (0..=3).
    pub index: u32,
    /// GPU address of the buffer.
    pub address: u64,
    /// Bound size in bytes.
    pub size: u32,
    /// Bind offset in bytes from `address`.
    #[serde(default)]
    pub offset: u32,
    /// Where the hardware writes the next offset on `FLUSH_SO_n`.
    #[serde(default)]
    pub flush_address: u64,
}

/// Everything the program is built from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StreamOutDecl {
    /// The vertex-shader outputs.
    pub outputs: Vec<VsOutput>,
    /// The stream-out declarations.
    pub so: Vec<SoOutput>,
    /// Whether stream-out targets are bound (else SO is programmed off).
    #[serde(default = "yes")]
    pub targets_bound: bool,
    /// The bound buffers.
    #[serde(default)]
    pub buffers: Vec<SoBuffer>,
}

fn yes() -> bool {
    true
}

/// One half of a `VPC_SO_PROG` word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoHalf {
    /// The output location of the component.
    pub location: u32,
    /// Buffer index (0..=3).
    pub buffer: u32,
    /// Byte offset in the buffer's vertex record.
    pub offset: u32,
}

/// One `VPC_SO_PROG` write: A = even location, B = odd location.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoProgWord {
    /// The half for the even location, when enabled.
    pub a: Option<SoHalf>,
    /// The half for the odd location, when enabled.
    pub b: Option<SoHalf>,
    /// The register value.
    pub value: u32,
}

/// The built program.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StreamOutProgram {
    /// First location of each output (linked or appended).
    pub locations: Vec<u32>,
    /// The `VPC_SO_PROG` writes.
    pub words: Vec<SoProgWord>,
    /// Components written per buffer (`VPC_SO[n].NCOMP`).
    pub ncomp: [u32; 4],
    /// `VPC_SO_BUF_CNTL` value.
    pub buf_cntl: u32,
    /// `VPC_SO_CNTL` value.
    pub cntl: u32,
    /// The register writes of the stream-out packet, in order.
    pub writes: Vec<Step>,
}

impl VsOutput {
    /// Components of the output: highest set mask bit + 1.
    pub fn components(&self) -> u32 {
        32 - self.mask.leading_zeros()
    }

    /// Parse `LOC[:MASK]` or `-[:MASK]` (SO-only), e.g. `4:0x7`.
    pub fn parse(text: &str) -> Result<VsOutput> {
        let err = |reason: ParseReason| Error::Parse {
            text: text.to_string(),
            reason,
        };
        let mut cur = Cursor::new(text, 0);
        let loc = cur.word(&[':']).trim();
        let location = if loc == "-" {
            None
        } else {
            Some(parse_u64(loc).map_err(|_| err(ParseReason::OutputLocation))? as u32)
        };
        let mask = if cur.eat(":") {
            parse_u64(cur.word(&[':'])).map_err(|_| err(ParseReason::OutputMask))? as u32
        } else {
            0xf
        };
        if !cur.at_end() {
            return Err(err(ParseReason::Output));
        }
        Ok(VsOutput {
            name: None,
            location,
            mask,
        })
    }
}

impl SoOutput {
    /// Parse `OUTPUT:BUFFER:DST_OFFSET[:START:COUNT]`; without START:COUNT
    /// the whole output from component 0 is streamed (count filled in by
    /// [`build`] from the mask, written here as 0).
    pub fn parse(text: &str) -> Result<SoOutput> {
        let not_numbers = || Error::Parse {
            text: text.to_string(),
            reason: ParseReason::StreamOutNumbers,
        };
        let mut cur = Cursor::new(text, 0);
        let mut nums = vec![parse_u64(cur.word(&[':'])).map_err(|_| not_numbers())?];
        while cur.eat(":") {
            nums.push(parse_u64(cur.word(&[':'])).map_err(|_| not_numbers())?);
        }
        let get = |i: usize| nums.get(i).map(|&v| v.min(u32::MAX as u64) as u32);
        match nums.len() {
            3 | 5 => Ok(SoOutput {
                output: nums[0] as usize,
                buffer: get(1).unwrap_or(0),
                dst_offset: get(2).unwrap_or(0),
                start_component: get(3).unwrap_or(0),
                num_components: get(4).unwrap_or(0),
            }),
            _ => Err(Error::Parse {
                text: text.to_string(),
                reason: ParseReason::StreamOut,
            }),
        }
    }
}

/// Locations of the outputs: linked ones keep theirs; SO-only ones are
/// appended at `max(loc + 4)` over the outputs placed so far.
pub fn assign_locations(outputs: &[VsOutput]) -> Result<Vec<u32>> {
    let mut next = outputs
        .iter()
        .filter_map(|o| o.location.map(|l| l.min(MAX_LOCATION) + 4))
        .max()
        .unwrap_or(0);
    let mut out = Vec::with_capacity(outputs.len());
    for (i, o) in outputs.iter().enumerate() {
        if o.mask == 0 || o.mask > 0xf {
            return Err(Error::range(
                Parameter::OutputMask(i),
                o.mask as u64,
                Expected::HexRange { lo: 1, hi: 0xf },
            ));
        }
        let loc = match o.location {
            Some(l) if l > MAX_LOCATION => {
                return Err(Error::range(
                    Parameter::OutputLocation(i),
                    l as u64,
                    Expected::Range {
                        lo: 0,
                        hi: MAX_LOCATION.into(),
                    },
                ))
            }
            Some(l) => l,
            None => {
                let l = next;
                next += 4;
                l
            }
        };
        if loc + o.components() - 1 > MAX_LOCATION {
            return Err(Error::range(
                Parameter::OutputLocation(i),
                loc as u64,
                Expected::EveryComponent {
                    max: MAX_LOCATION.into(),
                },
            ));
        }
        out.push(loc);
    }
    Ok(out)
}

/// Build the program (spec §5.2 algorithm).
pub fn build(decl: &StreamOutDecl) -> Result<StreamOutProgram> {
    let locations = assign_locations(&decl.outputs)?;
    // (location -> declaration) and ((buffer, dword) -> declaration).
    let mut by_location: Vec<(u32, usize, SoHalf)> = Vec::new();
    let mut by_dword: Vec<(u32, u32, usize)> = Vec::new();
    let mut ncomp = [0u32; 4];
    for (i, so) in decl.so.iter().enumerate() {
        let bad = |reason: StreamOutProblem| Error::StreamOut { index: i, reason };
        let output = decl.outputs.get(so.output).ok_or_else(|| {
            bad(StreamOutProblem::NoOutput {
                output: so.output,
                outputs: decl.outputs.len(),
            })
        })?;
        let count = if so.num_components == 0 {
            output.components().saturating_sub(so.start_component)
        } else {
            so.num_components
        };
        if count == 0 || so.start_component > 3 || count > 4 - so.start_component {
            return Err(bad(StreamOutProblem::Components {
                start: so.start_component,
                end: so.start_component as u64 + count as u64,
            }));
        }
        if so.buffer > 3 {
            return Err(bad(StreamOutProblem::Buffer(so.buffer)));
        }
        let last_byte = (so.dst_offset as u64 + count as u64 - 1) * 4;
        if last_byte > MAX_OFFSET_BYTES as u64 {
            return Err(bad(StreamOutProblem::Offset {
                dst_offset: so.dst_offset,
                count,
                last_byte,
                limit: MAX_OFFSET_BYTES,
            }));
        }
        let base = locations[so.output];
        // A linked output widens to start + count components; it must not
        // run into another output's locations.
        let end = base + so.start_component + count;
        if end - 1 > MAX_LOCATION {
            return Err(bad(StreamOutProblem::Location {
                location: end - 1,
                limit: MAX_LOCATION,
            }));
        }
        for (j, other) in decl.outputs.iter().enumerate() {
            let o_base = locations[j];
            let o_end = o_base + other.components();
            if j != so.output && o_base < end && base < o_end {
                return Err(bad(StreamOutProblem::Overlap {
                    output: so.output,
                    base,
                    end,
                    other: j,
                    other_base: o_base,
                    other_end: o_end,
                }));
            }
        }
        ncomp[so.buffer as usize] += count;
        for j in 0..count {
            let loc = base + so.start_component + j;
            let dword = so.dst_offset + j;
            if let Some((_, other, _)) = by_location.iter().find(|(l, _, _)| *l == loc) {
                return Err(bad(StreamOutProblem::LocationTaken {
                    location: loc,
                    other: *other,
                }));
            }
            if let Some((_, _, other)) = by_dword
                .iter()
                .find(|(b, d, _)| *b == so.buffer && *d == dword)
            {
                return Err(bad(StreamOutProblem::DwordTaken {
                    buffer: so.buffer,
                    dword,
                    other: *other,
                }));
            }
            by_dword.push((so.buffer, dword, i));
            by_location.push((
                loc,
                i,
                SoHalf {
                    location: loc,
                    buffer: so.buffer,
                    offset: dword * 4,
                },
            ));
        }
    }

    // Words up to the last used pair (the blob's count).
    let nwords = by_location
        .iter()
        .map(|(l, _, _)| l / 2 + 1)
        .max()
        .unwrap_or(0);
    let prog = VPC_SO_PROG::REG;
    let mut words = Vec::with_capacity(nwords as usize);
    for w in 0..nwords {
        let half = |loc: u32| by_location.iter().find(|(l, _, _)| *l == loc).map(|x| x.2);
        let a = half(2 * w);
        let b = half(2 * w + 1);
        let mut fields: Vec<(Field<VPC_SO_PROG::Register>, u64)> = Vec::new();
        if let Some(h) = a {
            fields.extend([
                (VPC_SO_PROG::A_BUF, h.buffer as u64),
                (VPC_SO_PROG::A_OFF, h.offset as u64),
                (VPC_SO_PROG::A_EN, 1),
            ]);
        }
        if let Some(h) = b {
            fields.extend([
                (VPC_SO_PROG::B_BUF, h.buffer as u64),
                (VPC_SO_PROG::B_OFF, h.offset as u64),
                (VPC_SO_PROG::B_EN, 1),
            ]);
        }
        words.push(SoProgWord {
            a,
            b,
            value: prog.encode(&fields)?,
        });
    }

    let active = decl.targets_bound && !decl.so.is_empty();
    let mut buf_fields: Vec<(Field<VPC_SO_BUF_CNTL::Register>, u64)> = Vec::new();
    if active {
        buf_fields.push((VPC_SO_BUF_CNTL::ENABLE, 1));
        let bufs = [
            VPC_SO_BUF_CNTL::BUF0,
            VPC_SO_BUF_CNTL::BUF1,
            VPC_SO_BUF_CNTL::BUF2,
            VPC_SO_BUF_CNTL::BUF3,
        ];
        for (field, &n) in bufs.into_iter().zip(&ncomp) {
            if n > 0 {
                buf_fields.push((field, 1));
            }
        }
    }
    let buf_cntl = VPC_SO_BUF_CNTL::REG.encode(&buf_fields)?;
    let cntl = VPC_SO_CNTL::REG.encode(&[(VPC_SO_CNTL::ENABLE, active as u64)])?;

    let mut writes = vec![Step::write_value(VPC_SO_BUF_CNTL::REG, buf_cntl)?];
    if active {
        for (n, &c) in ncomp.iter().enumerate() {
            if c > 0 {
                writes.push(Step::write_value(VPC_SO_NCOMP::REG.at(n as u32), c)?);
            }
        }
    }
    writes.push(Step::write_value(VPC_SO_CNTL::REG, cntl)?);
    if active {
        for w in &words {
            writes.push(Step::write_value(VPC_SO_PROG::REG, w.value)?);
        }
        for buf in &decl.buffers {
            writes.extend(buffer_writes(buf)?);
        }
    }
    Ok(StreamOutProgram {
        locations,
        words,
        ncomp,
        buf_cntl,
        cntl,
        writes,
    })
}

/// `VPC_SO_OVERRIDE` (spec §5.4): written with `disable = false` before
/// the first pass and `true` once every vertex has been streamed — after
/// the hardware binning pass, or after the first tile when GMEM rendering
/// runs without binning (Mesa misses the latter and streams per tile).
pub fn so_override(disable: bool) -> Result<Step> {
    Step::write(
        VPC_SO_OVERRIDE::REG,
        &[(VPC_SO_OVERRIDE::SO_DISABLE, disable as u64)],
    )
}

/// `VPC_SO[n]` state of a freshly bound buffer (spec §5.4).
pub fn buffer_writes(buf: &SoBuffer) -> Result<Vec<Step>> {
    if buf.index > 3 {
        return Err(Error::range(
            "stream-out buffer index",
            buf.index as u64,
            Expected::Range { lo: 0, hi: 3 },
        ));
    }
    let n = buf.index;
    let size = buf.size as u64 + buf.offset as u64;
    if size > u32::MAX as u64 {
        return Err(Error::range(
            "stream-out buffer size + offset",
            size,
            Expected::Bits(32),
        ));
    }
    let mut out = Vec::new();
    out.extend(Step::write_address(
        VPC_SO_BUFFER_BASE_LO::REG.at(n),
        VPC_SO_BUFFER_BASE_HI::REG.at(n),
        buf.address,
    )?);
    out.push(Step::write_value(
        VPC_SO_BUFFER_SIZE::REG.at(n),
        size as u32,
    )?);
    out.push(Step::write_value(
        VPC_SO_BUFFER_OFFSET::REG.at(n),
        buf.offset,
    )?);
    out.extend(Step::write_address(
        VPC_SO_FLUSH_BASE_LO::REG.at(n),
        VPC_SO_FLUSH_BASE_HI::REG.at(n),
        buf.flush_address,
    )?);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn out(location: Option<u32>, mask: u32) -> VsOutput {
        VsOutput {
            name: None,
            location,
            mask,
        }
    }

    fn so(output: usize, start: u32, count: u32, buffer: u32, dst: u32) -> SoOutput {
        SoOutput {
            output,
            start_component: start,
            num_components: count,
            buffer,
            dst_offset: dst,
        }
    }

    fn decl(outputs: Vec<VsOutput>, so: Vec<SoOutput>) -> StreamOutDecl {
        StreamOutDecl {
            outputs,
            so,
            targets_bound: true,
            buffers: vec![],
        }
    }

    #[test]
    fn word_encoding_matches_the_formula() {
        // word = A_BUF | A_off | A_EN<<11 | B_BUF<<12 | (B_off>>2)<<14 | B_EN<<23
        let table: &[(u32, u32, u32, u32)] = &[(0, 0, 0, 4), (3, 2044, 2, 8), (1, 4, 3, 2040)];
        for &(ab, ao, bb, bo) in table {
            let p = VPC_SO_PROG::REG;
            let got = p
                .encode(&[
                    (VPC_SO_PROG::A_BUF, ab as u64),
                    (VPC_SO_PROG::A_OFF, ao as u64),
                    (VPC_SO_PROG::A_EN, 1),
                    (VPC_SO_PROG::B_BUF, bb as u64),
                    (VPC_SO_PROG::B_OFF, bo as u64),
                    (VPC_SO_PROG::B_EN, 1),
                ])
                .unwrap();
            let want = ab | ao | 1 << 11 | bb << 12 | (bo >> 2) << 14 | 1 << 23;
            assert_eq!(got, want);
        }
    }

    #[test]
    fn so_only_outputs_are_appended() {
        let outs = vec![
            out(Some(0), 0xf),
            out(None, 0x3),
            out(Some(8), 0x7),
            out(None, 0xf),
        ];
        assert_eq!(assign_locations(&outs).unwrap(), [0, 12, 8, 16]);
        assert_eq!(assign_locations(&[out(None, 1)]).unwrap(), [0]);
    }

    #[test]
    fn partial_components_and_offsets() {
        // Stream .yz of a vec4 at location 4 into buffer 3 at dword 10.
        let p = build(&decl(vec![out(Some(4), 0xf)], vec![so(0, 1, 2, 3, 10)])).unwrap();
        assert_eq!(p.words.len(), 4);
        // loc 5 is B of word 2, loc 6 is A of word 3.
        assert_eq!(p.words[2].value, 3 << 12 | (40 >> 2) << 14 | 1 << 23);
        assert_eq!(p.words[3].value, 3 | 44 | 1 << 11);
        assert_eq!(p.ncomp, [0, 0, 0, 2]);
        assert_eq!(p.buf_cntl, 1 << 15 | 1 << 9);
    }

    #[test]
    fn component_count_from_mask_when_zero() {
        let p = build(&decl(vec![out(Some(0), 0x7)], vec![so(0, 0, 0, 0, 0)])).unwrap();
        assert_eq!(p.ncomp[0], 3);
    }

    #[test]
    fn no_targets_bound_programs_off() {
        let mut d = decl(vec![out(Some(0), 0xf)], vec![so(0, 0, 4, 0, 0)]);
        d.targets_bound = false;
        let p = build(&d).unwrap();
        assert_eq!((p.cntl, p.buf_cntl), (0, 0));
        assert_eq!(p.writes.len(), 2);
    }

    #[test]
    fn impossible_declarations_are_errors() {
        let outs = vec![out(Some(0), 0xf), out(Some(4), 0x7), out(Some(8), 0x3)];
        let cases: &[(Vec<SoOutput>, &str)] = &[
            (vec![so(5, 0, 1, 0, 0)], "output 5 does not exist"),
            (vec![so(0, 2, 3, 0, 0)], "outside the 4"),
            (vec![so(0, u32::MAX, 2, 0, 0)], "outside the 4"),
            (vec![so(0, 1, u32::MAX, 0, 0)], "outside the 4"),
            (vec![so(0, 0, 1, 0, u32::MAX)], "above 2044"),
            (vec![so(0, 0, 4, 4, 0)], "buffer 4"),
            (vec![so(0, 0, 4, 0, 510)], "above 2044"),
            (
                vec![so(0, 0, 4, 0, 0), so(0, 3, 1, 1, 0)],
                "location 3 is already streamed",
            ),
            (
                vec![so(0, 0, 4, 0, 0), so(1, 0, 3, 0, 2)],
                "buffer 0 dword 2 is already written",
            ),
        ];
        for (sos, msg) in cases {
            let err = build(&decl(outs.clone(), sos.clone()))
                .unwrap_err()
                .to_string();
            assert!(err.contains(msg), "{err:?} lacks {msg:?}");
        }
        // Widening output 0 (loc 0) can't reach output 1 (loc 4), but an
        // output at 2 widened to 4 components overlaps one at 4.
        let tight = vec![out(Some(2), 0x1), out(Some(4), 0x3)];
        let err = build(&decl(tight, vec![so(0, 0, 4, 0, 0)])).unwrap_err();
        assert!(err.to_string().contains("overlaps output 1"), "{err}");
        assert!(assign_locations(&[out(Some(0), 0x10)]).is_err());
        assert!(assign_locations(&[out(Some(254), 0xf)]).is_err());
        assert!(assign_locations(&[out(Some(u32::MAX), 0x1), out(None, 1)]).is_err());
    }

    #[test]
    fn parse_flag_syntax() {
        assert_eq!(VsOutput::parse("4:0x7").unwrap(), out(Some(4), 7));
        assert_eq!(VsOutput::parse("-").unwrap(), out(None, 0xf));
        assert!(VsOutput::parse("x").is_err());
        assert_eq!(SoOutput::parse("1:2:0").unwrap(), so(1, 0, 0, 2, 0));
        assert_eq!(SoOutput::parse("1:2:8:1:3").unwrap(), so(1, 1, 3, 2, 8));
        assert!(SoOutput::parse("1:2").is_err());
    }

    #[test]
    fn override_register() {
        for (disable, value) in [(false, 0), (true, 1)] {
            match so_override(disable).unwrap() {
                Step::Write {
                    register,
                    offset,
                    value: v,
                    ..
                } => assert_eq!(
                    (register.as_str(), offset, v),
                    ("VPC_SO_OVERRIDE", 0xe2a2, value)
                ),
                other => panic!("{other:?}"),
            }
        }
    }

    #[test]
    fn buffer_state() {
        let buf = SoBuffer {
            index: 1,
            address: 0x1_0000_1000,
            size: 4096,
            offset: 64,
            flush_address: 0x2000,
        };
        let w = buffer_writes(&buf).unwrap();
        let vals: Vec<(String, u32)> = w
            .iter()
            .map(|s| match s {
                Step::Write {
                    register, value, ..
                } => (register.clone(), *value),
                _ => unreachable!(),
            })
            .collect();
        assert_eq!(vals[0], ("VPC_SO[1].BUFFER_BASE_LO".into(), 0x1000));
        assert_eq!(vals[1], ("VPC_SO[1].BUFFER_BASE_HI".into(), 1));
        assert_eq!(vals[2], ("VPC_SO[1].BUFFER_SIZE".into(), 4160));
        assert_eq!(vals[3], ("VPC_SO[1].BUFFER_OFFSET".into(), 64));
        assert_eq!(vals[4], ("VPC_SO[1].FLUSH_BASE_LO".into(), 0x2000));
    }
}
