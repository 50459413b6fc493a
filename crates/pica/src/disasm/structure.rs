//! Procedures, blocks and labels recovered from the code: DVLE entry ranges and call
//! targets become procedures (disjoint, as picasso requires), IFU/IFC/LOOP targets
//! become nested blocks, jump targets become labels.

use super::instructions::{block_opening, output_alias, picasso_count, render, Targets, Why};
use super::{Part, RawWord};
use crate::isa::{DstReg, Instruction, OperandKind, GEOMETRY_OUTPUTS};

/// The NOP word (opcode 0x21, no fields).
const NOP: u32 = 0x21 << 26;
use crate::shbin::{Dvle, ShaderType, Shbin};
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;

#[derive(Clone, Debug)]
struct Proc {
    start: u32,
    end: u32,
    name: String,
    /// Made up for code no entry or call covers.
    synthetic: bool,
}

#[derive(Clone, Debug)]
struct Block {
    else_at: Option<u32>,
    end: u32,
    in_else: bool,
    /// A nested procedure, not an if or a loop.
    proc: bool,
    /// Where the part being written begins (the if part, the else part, the body).
    start: u32,
    /// A loop body.
    for_body: bool,
}

impl Block {
    /// Where blocks opened inside this one must end.
    fn limit(&self) -> u32 {
        if self.in_else {
            self.end
        } else {
            self.else_at.unwrap_or(self.end)
        }
    }
}

/// Whether procedure range `a` lies inside `b`: an empty one strictly inside (at
/// `b`'s start it comes before `b`, at its end after it), another within.
fn inside(a: (u32, u32), b: (u32, u32)) -> bool {
    if a == b || b.0 == b.1 {
        return false;
    }
    if a.0 == a.1 {
        b.0 < a.0 && a.0 < b.1
    } else {
        b.0 <= a.0 && a.1 <= b.1
    }
}

/// How [`Code::splits`] divides the code.
#[derive(Clone, Copy, Debug, Default)]
pub struct Splits {
    /// Library files (`.nodvle`) may take code.
    pub libraries: bool,
    /// Geometry shaders whose mode bytes are all zero spelled `.gsh point` (bit i
    /// for DVLE i).
    pub point_mode: u64,
    /// A geometry shader's part writes no o7-o15 (where it does, the listing names
    /// them by aliases: picasso can only have written them so).
    pub strict: bool,
}

pub struct Code {
    words: Vec<u32>,
    descs: Vec<u32>,
    insts: Vec<Instruction>,
    procs: Vec<Proc>,
    by_range: HashMap<(u32, u32), usize>,
    labels: BTreeMap<u32, String>,
    /// Valid block openings by address.
    blocks: HashMap<u32, (Option<u32>, u32, String)>,
    /// Procedures inside others, by start address, outermost first.
    nested: BTreeMap<u32, Vec<usize>>,
    /// Words to print as `.word` whatever they are, and why.
    forced: BTreeMap<u32, Why>,
    /// Instruction counts picasso wrote in whole, by address.
    counts: HashMap<u32, u32>,
    /// Addresses inside made-up procedures where no block or nested procedure is
    /// open: a file may begin there too (the procedure is cut in two).
    flat: Vec<u32>,
}

impl Targets for Code {
    fn proc_name(&self, start: u32, len: u32) -> Option<&str> {
        let end = start.checked_add(len)?;
        self.by_range
            .get(&(start, end))
            .map(|&i| self.procs[i].name.as_str())
    }
    fn label_name(&self, addr: u32) -> Option<&str> {
        self.labels.get(&addr).map(String::as_str)
    }
}

impl Code {
    pub fn analyse(shbin: &Shbin, notes: &mut Vec<String>) -> Code {
        Code::analyse_forcing(shbin, notes, &BTreeMap::new(), false, &[])
    }

    /// As [`Code::analyse`], with the words at the addresses of `forced` printed as
    /// `.word` for the reasons given (a block they open is no block). With
    /// `calls_first`, call targets become procedures before entry ranges (an entry
    /// range that then cannot be one is given with `.entryat`). Code no procedure
    /// covers is cut at `cuts` (where files begin).
    pub fn analyse_forcing(
        shbin: &Shbin,
        notes: &mut Vec<String>,
        forced: &BTreeMap<u32, Why>,
        calls_first: bool,
        cuts: &[u32],
    ) -> Code {
        let words = shbin.dvlp.code.clone();
        let len = words.len() as u32;
        // A count picasso wrote in whole (longer than 255) decodes with its own value.
        let mut counts = HashMap::new();
        let insts: Vec<Instruction> = words
            .iter()
            .enumerate()
            .map(|(a, &w)| match picasso_count(w) {
                Some((inst, count)) => {
                    counts.insert(a as u32, count);
                    inst
                }
                None => Instruction::decode(w),
            })
            .collect();
        // Candidate procedure ranges: entries first, then call targets.
        let mut ranges: Vec<(u32, u32, Option<usize>)> = Vec::new();
        for (i, d) in shbin.dvles.iter().enumerate() {
            ranges.push((d.entry_start, d.entry_end, Some(i)));
        }
        let entries = ranges.len();
        for (a, inst) in insts.iter().enumerate() {
            let Some(op) = inst.opcode() else { continue };
            if op.operands().contains(&OperandKind::Proc) {
                let v = op.format().layout().unpack(inst.encode());
                let num = counts.get(&(a as u32)).copied().unwrap_or(v.num);
                ranges.push((v.target, v.target + num, None));
            }
        }
        if calls_first {
            ranges.rotate_left(entries);
        }
        let mut procs: Vec<Proc> = Vec::new();
        let mut by_range = HashMap::new();
        for (start, end, entry) in ranges {
            if by_range.contains_key(&(start, end)) {
                continue;
            }
            // An empty procedure (picasso gives the very first code, or any under
            // `-n`, length 0) is allowed; procedures may nest (picasso places a
            // `.proc` inside another in the enclosing code) but not cross.
            let fits = start <= end && end <= len;
            let overlaps = procs.iter().any(|p| {
                let (a, b) = ((start, end), (p.start, p.end));
                a.0 < b.1 && b.0 < a.1 && !inside(a, b) && !inside(b, a)
            });
            if !fits || overlaps {
                if entry.is_some() {
                    notes.push(format!("entry range {start}..{end} cannot be a procedure"));
                }
                continue;
            }
            let name = match entry {
                Some(0) => "main".to_string(),
                Some(i) => format!("main{i}"),
                None if start == end => format!("empty_{start:03x}"),
                // Two procedures may start at one address (one nested in the other).
                None if procs.iter().any(|p| p.start == start && p.end != p.start) => {
                    format!("proc_{start:03x}_{end:03x}")
                }
                None => format!("proc_{start:03x}"),
            };
            by_range.insert((start, end), procs.len());
            procs.push(Proc {
                start,
                end,
                name,
                synthetic: false,
            });
        }
        // Code outside every procedure goes into synthetic ones; an empty procedure
        // comes before the one that starts where it is.
        procs.sort_by_key(|p| (p.start, p.end));
        let mut gaps = Vec::new();
        let mut at = 0;
        let tops: Vec<Proc> = procs
            .iter()
            .filter(|p| {
                !procs
                    .iter()
                    .any(|q| inside((p.start, p.end), (q.start, q.end)))
            })
            .cloned()
            .collect();
        for p in &tops {
            if p.start > at {
                gaps.push((at, p.start));
            }
            at = p.end;
        }
        if at < len {
            gaps.push((at, len));
        }
        for (s, e) in gaps {
            let mut at = s;
            for c in cuts.iter().copied().filter(|&c| s < c && c < e).chain([e]) {
                if c > at {
                    procs.push(Proc {
                        start: at,
                        end: c,
                        name: format!("code_{at:03x}"),
                        synthetic: true,
                    });
                    at = c;
                }
            }
        }
        procs.sort_by_key(|p| (p.start, p.end));
        grow_synthetic(&mut procs, &insts, &counts, cuts);
        let by_range: HashMap<(u32, u32), usize> = procs
            .iter()
            .enumerate()
            .map(|(i, p)| ((p.start, p.end), i))
            .collect();
        let mut labels = BTreeMap::new();
        for inst in &insts {
            if let Some(dst) = jump_target(inst) {
                if dst <= len {
                    labels.insert(dst, format!("l_{dst:03x}"));
                }
            }
        }
        let mut code = Code {
            words,
            descs: shbin
                .dvlp
                .operand_descriptors
                .iter()
                .map(|d| d.value)
                .collect(),
            insts,
            procs,
            by_range,
            labels,
            blocks: HashMap::new(),
            nested: BTreeMap::new(),
            forced: forced.clone(),
            counts,
            flat: Vec::new(),
        };
        code.find_blocks();
        code
    }

    fn is_top(&self, p: &Proc) -> bool {
        !self
            .procs
            .iter()
            .any(|q| inside((p.start, p.end), (q.start, q.end)))
    }

    fn find_blocks(&mut self) {
        let mut nested: BTreeMap<u32, Vec<usize>> = BTreeMap::new();
        for (i, p) in self.procs.iter().enumerate() {
            if !self.is_top(p) {
                nested.entry(p.start).or_default().push(i);
            }
        }
        for list in nested.values_mut() {
            list.sort_by_key(|&i| std::cmp::Reverse(self.procs[i].end));
        }
        let mut dropped = Vec::new();
        let tops: Vec<(u32, u32)> = self
            .procs
            .iter()
            .filter(|p| self.is_top(p))
            .map(|p| (p.start, p.end))
            .collect();
        for (start, end) in tops {
            let synthetic = self
                .procs
                .iter()
                .any(|p| p.synthetic && (p.start, p.end) == (start, end));
            let mut stack: Vec<Block> = Vec::new();
            for a in start..end {
                settle(&mut stack, a, &mut |_| {});
                if synthetic && a > start && stack.is_empty() {
                    self.flat.push(a);
                }
                // A nested procedure is a block without an instruction word.
                for &i in nested.get(&a).map_or(&[][..], Vec::as_slice) {
                    let limit = stack.last().map_or(end, Block::limit);
                    if self.procs[i].end <= limit {
                        stack.push(Block {
                            else_at: None,
                            end: self.procs[i].end,
                            in_else: false,
                            proc: true,
                            start: a,
                            for_body: false,
                        });
                    } else {
                        dropped.push(i);
                    }
                }
                settle(&mut stack, a, &mut |_| {});
                let limit = stack.last().map_or(end, Block::limit);
                if self.forced.contains_key(&a) {
                    continue;
                }
                if let Some((else_at, end, text)) = self.opening(a) {
                    let first = else_at.unwrap_or(end);
                    let valid = a < first
                        && first <= end
                        && end <= limit
                        && (else_at.is_none() || first < end);
                    if valid {
                        self.blocks.insert(a, (else_at, end, text));
                        stack.push(Block {
                            else_at,
                            end,
                            in_else: false,
                            proc: false,
                            start: a + 1,
                            for_body: false,
                        });
                    }
                }
            }
        }
        for i in dropped {
            // Calls to it have no name (they print as `.word`).
            let p = &self.procs[i];
            self.by_range.remove(&(p.start, p.end));
            if let Some(list) = nested.get_mut(&p.start) {
                list.retain(|&j| j != i);
            }
        }
        self.nested = nested;
    }

    pub fn len(&self) -> u32 {
        self.words.len() as u32
    }

    /// Whether the word at `a` is a NOP that picasso's padding rules (pica200.md
    /// §4.10) add before the `.end` or `.else` that follows it: after the `.end` of an
    /// if or a loop (`closed`), after a call or a jump (or, in a loop, a break), or as
    /// the only word of its part.
    fn is_padding(&self, a: u32, stack: &[Block], p: &Proc, closed: bool) -> bool {
        if self.words[a as usize] != NOP || self.forced.contains_key(&a) {
            return false;
        }
        let next = a + 1;
        let (start, for_body, proc) = match stack.last() {
            Some(b) if b.else_at == Some(next) && !b.in_else => (b.start, false, false),
            Some(b) if b.end == next && (b.in_else || b.else_at.is_none()) => {
                (b.start, b.for_body, b.proc)
            }
            Some(_) => return false,
            None if p.end == next => (p.start, false, true),
            None => return false,
        };
        if closed {
            return true;
        }
        if a == start {
            // An empty procedure that no code precedes gets none (Q15).
            return !(proc && a == 0);
        }
        let before = &self.insts[a as usize - 1];
        !self.forced.contains_key(&(a - 1))
            && before.opcode().is_some_and(|op| {
                op.operands()
                    .iter()
                    .any(|k| matches!(k, OperandKind::Proc | OperandKind::Label))
                    || for_body && op.leaves_loop()
            })
    }

    /// The block the instruction at `a` opens, if it opens one.
    fn opening(&self, a: u32) -> Option<(Option<u32>, u32, String)> {
        block_opening(&self.insts[a as usize], self.counts.get(&a).copied())
    }

    /// Whether a procedure that is not inside another starts at `addr`.
    pub fn proc_starts_at(&self, addr: u32) -> bool {
        self.procs.iter().any(|p| p.start == addr && self.is_top(p))
    }

    /// Where a file may begin: procedure starts and the end of the code, where no
    /// jump crosses (labels are local to a file).
    pub fn boundaries(&self) -> Vec<u32> {
        let mut b: Vec<u32> = self
            .procs
            .iter()
            .filter(|p| self.is_top(p))
            .map(|p| p.start)
            .chain(self.flat.iter().copied())
            .collect();
        b.push(self.len());
        b.sort_unstable();
        b.dedup();
        b.retain(|&a| !self.jump_crosses(a));
        b
    }

    /// Ways to divide the code among the files of a listing for `dvles`, at most
    /// `cap` of them: one file per DVLE in order, and with `libraries`, library files
    /// (`.nodvle`) between them, before them or after them for code no DVLE's file can
    /// hold. A file starts at one of [`Code::boundaries`] (a DVLE's file nearest its
    /// entry point first) and its code must fit it ([`Code::fits`]).
    pub fn splits(&self, dvles: &[Dvle], how: Splits, cap: usize) -> Vec<Vec<Part>> {
        let bounds = self.boundaries();
        let mut out = Vec::new();
        let mut parts = vec![Part {
            dvle: Some(0),
            start: 0,
        }];
        self.split_from(dvles, how, &bounds, &mut parts, &mut out, cap);
        if how.libraries {
            parts[0].dvle = None;
            self.split_from(dvles, how, &bounds, &mut parts, &mut out, cap);
        }
        out
    }

    fn split_from(
        &self,
        dvles: &[Dvle],
        how: Splits,
        bounds: &[u32],
        parts: &mut Vec<Part>,
        out: &mut Vec<Vec<Part>>,
        cap: usize,
    ) {
        let libraries = how.libraries;
        let last = *parts.last().expect("a part");
        let placed = parts.iter().filter(|p| p.dvle.is_some()).count();
        let fits = |to: u32| self.fits(last.start, to, last.dvle.map(|i| (i, &dvles[i])), how);
        if placed == dvles.len() && fits(self.len()) {
            out.push(parts.clone());
        }
        let mut order: Vec<u32> = bounds
            .iter()
            .copied()
            .filter(|&b| b >= last.start)
            .collect();
        // Nearest the DVLE's entry point first (before it on a tie: a file's helper
        // procedures often precede its entry).
        if let Some(d) = dvles.get(placed) {
            let e = d.entry_start;
            order.sort_by_key(|&b| (b.abs_diff(e), b > e));
        }
        let mut next = Vec::new();
        if placed < dvles.len() {
            next.push(Some(placed));
        }
        if libraries && last.dvle.is_some() {
            next.push(None);
        }
        for dvle in next {
            // A library takes as little code as it can: its start latest first.
            let order: Vec<u32> = if dvle.is_some() {
                order.clone()
            } else {
                let mut o = order.clone();
                o.sort_unstable_by(|a, b| b.cmp(a));
                o
            };
            for &b in &order {
                if out.len() >= cap {
                    return;
                }
                // A library of no code is of no use.
                if dvle.is_none() && b == self.len() || !fits(b) {
                    continue;
                }
                parts.push(Part { dvle, start: b });
                self.split_from(dvles, how, bounds, parts, out, cap);
                parts.pop();
            }
        }
    }

    /// Whether code `from..to` can be the code of a file for `dvle` (`None`: a
    /// library): a vertex shader's holds no `setemit` (it would make the file a
    /// geometry shader); a geometry shader's writes no o7-o15, except before the first
    /// `setemit` when the file may be one by that `setemit` alone (no mode, and its
    /// mode bytes are not spelled as `.gsh point` by `how.point_mode`), as a library
    /// may; the last only when `how.strict`.
    fn fits(&self, from: u32, to: u32, dvle: Option<(usize, &Dvle)>, how: Splits) -> bool {
        let insts = &self.insts[from.min(to) as usize..to as usize];
        let emits = insts
            .iter()
            .position(|i| matches!(i, Instruction::SetEmit { .. }));
        let after = |from: usize| {
            !how.strict
                || !insts[from..].iter().any(|i| {
                    i.opcode().is_some_and(|op| {
                        op.operands().contains(&OperandKind::Dst)
                            && DstReg(op.format().layout().unpack(i.encode()).dst as u8)
                                .output()
                                .is_some_and(|o| o >= GEOMETRY_OUTPUTS)
                    })
                })
        };
        let Some((index, dvle)) = dvle else {
            return emits.is_none_or(after);
        };
        match dvle.shader_type {
            ShaderType::Vertex => emits.is_none(),
            ShaderType::Geometry => {
                let compat = !super::bit(how.point_mode, index)
                    && !dvle.merge_outmaps()
                    && dvle.geometry == Default::default();
                after(if compat { emits.unwrap_or(0) } else { 0 })
            }
            ShaderType::Unknown(_) => true,
        }
    }

    /// Whether code `from..to` holds a `setemit`.
    pub fn emits(&self, from: u32, to: u32) -> bool {
        self.insts[from.min(to) as usize..to as usize]
            .iter()
            .any(|i| matches!(i, Instruction::SetEmit { .. }))
    }

    /// Whether some jump crosses `boundary` (labels are local to a file).
    pub fn jump_crosses(&self, boundary: u32) -> bool {
        self.insts.iter().enumerate().any(|(a, inst)| {
            // A jump to the boundary itself from below finds its label at the end of
            // the earlier file.
            jump_target(inst).is_some_and(|dst| {
                let a = a as u32;
                (a < boundary && dst > boundary) || (a >= boundary && dst < boundary)
            })
        })
    }

    /// Whether a jump in `from..to` targets `to`.
    fn jumped_to_from(&self, to: u32, from: u32) -> bool {
        (from..to).any(|a| jump_target(&self.insts[a as usize]) == Some(to))
    }

    /// The output registers o7-o15 that code `from..to` writes.
    pub fn high_outputs(&self, from: u32, to: u32) -> Vec<u8> {
        let mut regs: Vec<u8> = self.insts[from.min(to) as usize..to as usize]
            .iter()
            .filter_map(|i| {
                let op = i.opcode()?;
                if !op.operands().contains(&OperandKind::Dst) {
                    return None;
                }
                DstReg(op.format().layout().unpack(i.encode()).dst as u8)
                    .output()
                    .filter(|&o| o >= GEOMETRY_OUTPUTS)
            })
            .collect();
        regs.sort_unstable();
        regs.dedup();
        regs
    }

    /// Writes the procedures that start in `from..to`, one after another, and with
    /// `end` an empty one at the end of the code; the words printed as `.word` are
    /// added to `raw`. Output registers in `named` are written by their aliases. With
    /// `implicit`, a NOP that picasso's padding rules add is left out (explicit NOPs
    /// count toward the 512 instructions, padding ones do not).
    pub fn write(
        &self,
        out: &mut String,
        (from, to): (u32, u32),
        (end, implicit): (bool, bool),
        named: &[u8],
        raw: &mut Vec<RawWord>,
    ) {
        let names = Named { code: self, named };
        let len = self.words.len() as u32;
        for p in self.procs.iter().filter(|p| {
            ((from..to).contains(&p.start) || end && p.start == len && p.end == len)
                && self.is_top(p)
        }) {
            let _ = writeln!(out, ".proc {}", p.name);
            let mut stack: Vec<Block> = Vec::new();
            // The last statement was the `.end` of an if or a loop.
            let mut closed = false;
            for a in p.start..p.end {
                settle(&mut stack, a, &mut |line| {
                    let depth = line.1;
                    closed |= line.2;
                    let _ = writeln!(out, "{}{}", "\t".repeat(depth + 1), line.0);
                });
                for &i in self.nested.get(&a).map_or(&[][..], Vec::as_slice) {
                    let q = &self.procs[i];
                    let _ = writeln!(out, "{}.proc {}", "\t".repeat(stack.len() + 1), q.name);
                    stack.push(Block {
                        else_at: None,
                        end: q.end,
                        in_else: false,
                        proc: true,
                        start: a,
                        for_body: false,
                    });
                }
                settle(&mut stack, a, &mut |line| {
                    let depth = line.1;
                    closed |= line.2;
                    let _ = writeln!(out, "{}{}", "\t".repeat(depth + 1), line.0);
                });
                if let Some(l) = self.labels.get(&a) {
                    let _ = writeln!(out, "{l}:");
                }
                let indent = "\t".repeat(stack.len() + 1);
                let inst = &self.insts[a as usize];
                if implicit && self.is_padding(a, &stack, p, closed) {
                    // picasso adds it again.
                    continue;
                }
                closed = false;
                let rendered = if let Some((else_at, end, text)) = self.blocks.get(&a) {
                    stack.push(Block {
                        else_at: *else_at,
                        end: *end,
                        in_else: false,
                        proc: false,
                        start: a + 1,
                        for_body: inst
                            .opcode()
                            .is_some_and(|op| op.operands().contains(&OperandKind::LoopBody)),
                    });
                    Ok(text.clone())
                } else if let Some(why) = self.forced.get(&a) {
                    Err(why.clone())
                } else if inst.opcode().is_some_and(|op| op.opens_block()) {
                    Err(Why::Block)
                } else {
                    render(inst, &self.descs, &names, self.counts.get(&a).copied())
                };
                match rendered {
                    Ok(text) => {
                        let _ = writeln!(out, "{indent}{text:<44}; {a:03x}");
                    }
                    Err(why) => {
                        let word = self.words[a as usize];
                        let text = format!(".word 0x{word:08x}");
                        let _ = writeln!(out, "{indent}{text:<44}; {a:03x}: {why}");
                        raw.push(RawWord {
                            address: a,
                            word,
                            why,
                        });
                    }
                }
            }
            settle(&mut stack, p.end, &mut |line| {
                let _ = writeln!(out, "{}{}", "\t".repeat(line.1 + 1), line.0);
            });
            out.push_str(".end\n\n");
        }
        // A label at the end of the range: the end of the code, or where the next
        // file's code begins, jumped to from this file.
        if let Some(l) = self.labels.get(&to.min(len)) {
            if to >= len || self.jumped_to_from(to, from) {
                let _ = writeln!(out, "{l}:");
            }
        }
    }
}

impl Code {
    /// The exact form: the descriptor table pinned with `.opdesc`, then all code as
    /// raw words in one procedure, each decoded in a comment where it can be.
    pub fn write_exact(&self, out: &mut String, descs: &[crate::shbin::OperandDescriptor]) {
        for d in descs {
            if d.extension != 0 {
                let _ = writeln!(out, ".opdesc 0x{:08x}, 0x{:08x}", d.value, d.extension);
            } else {
                let _ = writeln!(out, ".opdesc 0x{:08x}", d.value);
            }
        }
        if self.words.is_empty() {
            return;
        }
        out.push_str(".proc code\n");
        for (a, w) in self.words.iter().enumerate() {
            let inst = &self.insts[a];
            let text = render(inst, &self.descs, &NoNames, None)
                .ok()
                .unwrap_or_else(|| "?".to_string());
            let _ = writeln!(
                out,
                "\t.word 0x{w:08x}                           ; {a:03x}: {text}"
            );
        }
        out.push_str(".end\n");
    }
}

/// The code's names, and aliases for some output registers.
struct Named<'a> {
    code: &'a Code,
    named: &'a [u8],
}

impl Targets for Named<'_> {
    fn proc_name(&self, start: u32, len: u32) -> Option<&str> {
        self.code.proc_name(start, len)
    }
    fn label_name(&self, addr: u32) -> Option<&str> {
        self.code.label_name(addr)
    }
    fn output_name(&self, o: u8) -> Option<String> {
        self.named.contains(&o).then(|| output_alias(o))
    }
}

/// Targets printed by address in the exact form's comments.
struct NoNames;

impl Targets for NoNames {
    fn proc_name(&self, _: u32, _: u32) -> Option<&str> {
        Some("<proc>")
    }
    fn label_name(&self, _: u32) -> Option<&str> {
        Some("<label>")
    }
}

/// The address a jump (an instruction with a label operand) goes to.
fn jump_target(inst: &Instruction) -> Option<u32> {
    let op = inst.opcode()?;
    op.operands()
        .contains(&OperandKind::Label)
        .then(|| op.format().layout().unpack(inst.encode()).target)
}

/// A block in uncovered code may end past the procedure that follows: picasso put
/// that procedure inside the block (a `.proc` nested in the enclosing code). The
/// synthetic procedure then takes in the code up to the block's end, with the
/// procedures there nested in it, and any synthetic ones it reaches (not across one
/// of `cuts`, where a file begins).
fn grow_synthetic(
    procs: &mut Vec<Proc>,
    insts: &[Instruction],
    counts: &HashMap<u32, u32>,
    cuts: &[u32],
) {
    let len = insts.len() as u32;
    loop {
        let tops: Vec<(u32, u32)> = procs
            .iter()
            .filter(|p| {
                !procs
                    .iter()
                    .any(|q| inside((p.start, p.end), (q.start, q.end)))
            })
            .map(|p| (p.start, p.end))
            .collect();
        let grown = procs.iter().enumerate().find_map(|(i, p)| {
            if !p.synthetic || !tops.contains(&(p.start, p.end)) {
                return None;
            }
            let reach = (p.start..p.end)
                .filter_map(|a| {
                    block_opening(&insts[a as usize], counts.get(&a).copied()).map(|b| b.1)
                })
                .filter(|&e| e <= len)
                .max()?;
            if reach <= p.end {
                return None;
            }
            // Procedures that cross the new end are taken in whole.
            let mut end = reach;
            while let Some(e) = tops
                .iter()
                .filter(|t| t.0 > p.start && t.0 < end && t.1 > end)
                .map(|t| t.1)
                .max()
            {
                end = e;
            }
            // Not past the start of another file.
            if cuts.iter().any(|&c| p.start < c && c < end) {
                return None;
            }
            Some((i, end))
        });
        let Some((i, end)) = grown else {
            return;
        };
        let start = procs[i].start;
        procs[i].end = end;
        // Synthetic procedures it reaches become part of it.
        let mut k = 0;
        procs.retain(|p| {
            k += 1;
            k - 1 == i || !(p.synthetic && p.start > start && p.start < end)
        });
        procs.sort_by_key(|p| (p.start, p.end));
    }
}

/// Closes blocks ending at `a` and switches if-blocks to their else part, reporting
/// each `.end` / `.else` line with its nesting depth.
fn settle(stack: &mut Vec<Block>, a: u32, emit: &mut dyn FnMut((&str, usize, bool))) {
    loop {
        let depth = stack.len().saturating_sub(1);
        match stack.last_mut() {
            Some(b) if b.end == a && (b.in_else || b.else_at.is_none()) => {
                let proc = b.proc;
                stack.pop();
                emit((".end", depth, !proc));
            }
            Some(b) if b.else_at == Some(a) && !b.in_else => {
                b.in_else = true;
                b.start = a;
                emit((".else", depth, false));
            }
            _ => break,
        }
    }
}
