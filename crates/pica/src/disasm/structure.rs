//! Procedures, blocks and labels recovered from the code: DVLE entry ranges and call
//! targets become procedures (disjoint, as picasso requires), IFU/IFC/LOOP targets
//! become nested blocks, jump targets become labels.

use super::instructions::{block_opening, render, Targets};
use crate::isa::{Instruction, Opcode};
use crate::shbin::Shbin;
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;

#[derive(Clone, Debug)]
struct Proc {
    start: u32,
    end: u32,
    name: String,
}

#[derive(Clone, Debug)]
struct Block {
    else_at: Option<u32>,
    end: u32,
    in_else: bool,
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
        let words = shbin.dvlp.code.clone();
        let len = words.len() as u32;
        let insts: Vec<Instruction> = words.iter().map(|&w| Instruction::decode(w)).collect();
        // Candidate procedure ranges: entries first, then call targets.
        let mut ranges: Vec<(u32, u32, Option<usize>)> = Vec::new();
        for (i, d) in shbin.dvles.iter().enumerate() {
            ranges.push((d.entry_start, d.entry_end, Some(i)));
        }
        for inst in &insts {
            match *inst {
                Instruction::Flow {
                    op: Opcode::Call | Opcode::Callc,
                    dst,
                    num,
                    ..
                }
                | Instruction::UniformFlow {
                    op: Opcode::Callu,
                    dst,
                    num,
                    ..
                } => {
                    ranges.push((u32::from(dst), u32::from(dst) + u32::from(num), None));
                }
                _ => {}
            }
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
                None => format!("proc_{start:03x}"),
            };
            by_range.insert((start, end), procs.len());
            procs.push(Proc { start, end, name });
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
            procs.push(Proc {
                start: s,
                end: e,
                name: format!("code_{s:03x}"),
            });
        }
        procs.sort_by_key(|p| (p.start, p.end));
        let by_range: HashMap<(u32, u32), usize> = procs
            .iter()
            .enumerate()
            .map(|(i, p)| ((p.start, p.end), i))
            .collect();
        let mut labels = BTreeMap::new();
        for inst in &insts {
            if let Instruction::Flow {
                op: Opcode::Jmpc,
                dst,
                ..
            }
            | Instruction::UniformFlow {
                op: Opcode::Jmpu,
                dst,
                ..
            } = *inst
            {
                if u32::from(dst) <= len {
                    labels.insert(u32::from(dst), format!("l_{dst:03x}"));
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
            let mut stack: Vec<Block> = Vec::new();
            for a in start..end {
                settle(&mut stack, a, &mut |_| {});
                // A nested procedure is a block without an instruction word.
                for &i in nested.get(&a).map_or(&[][..], Vec::as_slice) {
                    let limit = stack.last().map_or(end, Block::limit);
                    if self.procs[i].end <= limit {
                        stack.push(Block {
                            else_at: None,
                            end: self.procs[i].end,
                            in_else: false,
                        });
                    } else {
                        dropped.push(i);
                    }
                }
                settle(&mut stack, a, &mut |_| {});
                let limit = stack.last().map_or(end, Block::limit);
                if let Some((else_at, end, text)) = block_opening(&self.insts[a as usize]) {
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
            .collect();
        b.push(self.len());
        b.dedup();
        b.retain(|&a| !self.jump_crosses(a));
        b
    }

    /// Whether some jump crosses `boundary` (labels are local to a file).
    pub fn jump_crosses(&self, boundary: u32) -> bool {
        self.insts.iter().enumerate().any(|(a, inst)| match *inst {
            Instruction::Flow {
                op: Opcode::Jmpc,
                dst,
                ..
            }
            | Instruction::UniformFlow {
                op: Opcode::Jmpu,
                dst,
                ..
            } => {
                // A jump to the boundary itself from below finds its label at the end
                // of the earlier file.
                let (a, dst) = (a as u32, u32::from(dst));
                (a < boundary && dst > boundary) || (a >= boundary && dst < boundary)
            }
            _ => false,
        })
    }

    /// Whether a jump in `from..to` targets `to`.
    fn jumped_to_from(&self, to: u32, from: u32) -> bool {
        (from..to).any(|a| match self.insts[a as usize] {
            Instruction::Flow {
                op: Opcode::Jmpc,
                dst,
                ..
            }
            | Instruction::UniformFlow {
                op: Opcode::Jmpu,
                dst,
                ..
            } => u32::from(dst) == to,
            _ => false,
        })
    }

    /// Writes the procedures that start in `from..to`, one after another.
    pub fn write(&self, out: &mut String, from: u32, to: u32) {
        let len = self.words.len() as u32;
        for p in self
            .procs
            .iter()
            .filter(|p| (from..to).contains(&p.start) && self.is_top(p))
        {
            let _ = writeln!(out, ".proc {}", p.name);
            let mut stack: Vec<Block> = Vec::new();
            for a in p.start..p.end {
                settle(&mut stack, a, &mut |line| {
                    let depth = line.1;
                    let _ = writeln!(out, "{}{}", "\t".repeat(depth + 1), line.0);
                });
                for &i in self.nested.get(&a).map_or(&[][..], Vec::as_slice) {
                    let q = &self.procs[i];
                    let _ = writeln!(out, "{}.proc {}", "\t".repeat(stack.len() + 1), q.name);
                    stack.push(Block {
                        else_at: None,
                        end: q.end,
                        in_else: false,
                    });
                }
                settle(&mut stack, a, &mut |line| {
                    let depth = line.1;
                    let _ = writeln!(out, "{}{}", "\t".repeat(depth + 1), line.0);
                });
                if let Some(l) = self.labels.get(&a) {
                    let _ = writeln!(out, "{l}:");
                }
                let indent = "\t".repeat(stack.len() + 1);
                let inst = &self.insts[a as usize];
                let text = if let Some((else_at, end, text)) = self.blocks.get(&a) {
                    stack.push(Block {
                        else_at: *else_at,
                        end: *end,
                        in_else: false,
                    });
                    text.clone()
                } else {
                    match render(inst, &self.descs, self) {
                        Some(t) if block_opening(inst).is_none() => t,
                        _ => format!(".word 0x{:08x}", self.words[a as usize]),
                    }
                };
                let _ = writeln!(out, "{indent}{text:<44}; {a:03x}");
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
            let text = block_opening(inst)
                .map(|b| b.2)
                .or_else(|| render(inst, &self.descs, &NoNames))
                .unwrap_or_else(|| "?".to_string());
            let _ = writeln!(
                out,
                "\t.word 0x{w:08x}                           ; {a:03x}: {text}"
            );
        }
        out.push_str(".end\n");
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

/// Closes blocks ending at `a` and switches if-blocks to their else part, reporting
/// each `.end` / `.else` line with its nesting depth.
fn settle(stack: &mut Vec<Block>, a: u32, emit: &mut dyn FnMut((&str, usize))) {
    loop {
        let depth = stack.len().saturating_sub(1);
        match stack.last_mut() {
            Some(b) if b.end == a && (b.in_else || b.else_at.is_none()) => {
                stack.pop();
                emit((".end", depth));
            }
            Some(b) if b.else_at == Some(a) && !b.in_else => {
                b.in_else = true;
                emit((".else", depth));
            }
            _ => break,
        }
    }
}
