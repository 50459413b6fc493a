//! Clean-up of the instruction list and allocation of the 16 temporaries.

use super::code::{Code, IdxReg, Op, Reg, Rel};
use super::TEMPORARIES;

fn is_temp(r: Reg) -> bool {
    matches!(r, Reg::Temp(_))
}

/// Writes results straight to where a `mov` would copy them, and drops
/// instructions whose results nobody reads.
pub fn optimise(code: &mut Code) {
    loop {
        let a = retarget(code);
        let b = dead(code);
        if !a && !b {
            break;
        }
    }
}

/// `op T, ...` then `mov D.m, T` (T read nowhere else, lanes in place) becomes
/// `op D.m, ...`, when nothing between reads or writes D.
fn retarget(code: &mut Code) -> bool {
    let mut changed = false;
    let mut i = 0;
    while i < code.ins.len() {
        let ins = &code.ins[i];
        let (Op::Mov, Some(d), [s]) = (ins.op, ins.dst, &ins.src[..]) else {
            i += 1;
            continue;
        };
        let s = *s;
        let t = s.reg;
        if !is_temp(t) || s.neg || t == d.reg {
            i += 1;
            continue;
        }
        // Lanes in place.
        if (0..4).any(|l| d.mask >> l & 1 != 0 && usize::from(s.swz[l]) != l) {
            i += 1;
            continue;
        }
        let readers = code.ins.iter().filter(|x| x.reads(t)).count();
        let defs: Vec<usize> = (0..code.ins.len())
            .filter(|&k| code.ins[k].writes(t))
            .collect();
        if readers != 1 || defs.is_empty() || defs.iter().any(|&k| k > i) {
            i += 1;
            continue;
        }
        let first = defs[0];
        // D must be untouched between the first definition and the move (the
        // first definition may read it).
        let clash = (first..i).any(|k| {
            let x = &code.ins[k];
            let is_def = defs.contains(&k);
            (x.writes(d.reg) && !is_def) || (k != first && x.reads(d.reg))
        });
        // Definitions must cover every lane the move copies, on every path:
        // only when they are all in the same block as the move.
        let nested = (first..i).any(|k| {
            matches!(
                code.ins[k].op,
                Op::IfC
                    | Op::IfCBoth
                    | Op::IfU(..)
                    | Op::Else
                    | Op::EndIf
                    | Op::Loop(_)
                    | Op::EndLoop
            )
        });
        if clash || nested {
            i += 1;
            continue;
        }
        // `defs` holds instructions found by their destination.
        for &k in &defs {
            if let Some(x) = code.ins[k].dst.as_mut() {
                x.reg = d.reg;
                x.mask &= d.mask;
            }
        }
        code.ins.remove(i);
        code.ins.retain(|x| x.dst.is_none_or(|d| d.mask != 0));
        changed = true;
    }
    changed
}

/// The lanes of source `k` an instruction reads, given its write mask.
fn lanes_read(op: Op, k: usize, mask: u8, swz: [u8; 4]) -> u8 {
    let bits = |lanes: &[u8]| lanes.iter().fold(0u8, |m, l| m | 1 << l);
    match op {
        Op::Dp4 => bits(&swz),
        Op::Dp3 => bits(&swz[..3]),
        Op::Dph if k == 0 => bits(&swz[..3]),
        Op::Dph => bits(&swz),
        Op::Rcp | Op::Rsq | Op::Ex2 | Op::Lg2 => bits(&swz[..1]),
        Op::Mova(m) => bits(&swz[usize::from(m >> 1)..usize::from(m >> 1) + 1]),
        Op::Cmp(_) => bits(&swz[..2]),
        _ => (0..4)
            .filter(|l| mask >> l & 1 != 0)
            .fold(0u8, |m, l| m | 1 << swz[l]),
    }
}

/// The lanes of each temporary an instruction reads (relative addresses
/// included).
fn reads_of(ins: &super::code::Ins, mut f: impl FnMut(u32, u8)) {
    let mask = ins.dst.map_or(0xF, |d| d.mask);
    for (k, s) in ins.src.iter().enumerate() {
        if let Reg::Temp(t) = s.reg {
            f(t, lanes_read(ins.op, k, mask, s.swz));
        }
        if let Reg::Uni {
            rel: Rel::Dyn(i) | Rel::A0x(i) | Rel::A0y(i) | Rel::Al(i),
            ..
        } = s.reg
        {
            if let IdxReg::Temp(t) = i.reg {
                f(t, 1 << i.lane);
            }
        }
    }
}

/// The `for` blocks: index of the `for` and of its `.end`.
fn loops(code: &Code) -> Vec<(usize, usize)> {
    let mut open = Vec::new();
    let mut out = Vec::new();
    for (i, x) in code.ins.iter().enumerate() {
        match x.op {
            Op::Loop(_) => open.push(i),
            Op::EndLoop => {
                if let Some(s) = open.pop() {
                    out.push((s, i));
                }
            }
            _ => {}
        }
    }
    out
}

/// Removes writes of lanes nobody reads afterwards (whole instructions when no
/// lane is left), walking back over the code: a write under a run-time `if`
/// or inside a `for` does not end the life of what it overwrites, and what a
/// `for` body reads is live at its end (the next pass reads it).
fn dead(code: &mut Code) -> bool {
    let mut live = vec![0u8; code.temps as usize];
    let mut keep = vec![true; code.ins.len()];
    let mut depth = 0u32;
    let mut changed = false;
    let loops = loops(code);
    for i in (0..code.ins.len()).rev() {
        if let Some(&(s, e)) = loops.iter().find(|(_, e)| *e == i) {
            for x in &code.ins[s..e] {
                reads_of(x, |t, l| live[t as usize] |= l);
            }
        }
        let ins = &mut code.ins[i];
        match ins.op {
            Op::EndIf | Op::EndLoop => depth += 1,
            Op::IfC | Op::IfCBoth | Op::IfU(..) | Op::Loop(_) => depth = depth.saturating_sub(1),
            _ => {}
        }
        let mut mask = 0xF;
        if let Some(d) = ins.dst.as_mut() {
            if let Reg::Temp(t) = d.reg {
                let used = d.mask & live[t as usize];
                if used == 0 {
                    keep[i] = false;
                    changed = true;
                    continue;
                }
                if used != d.mask {
                    d.mask = used;
                    changed = true;
                }
                if depth == 0 {
                    live[t as usize] &= !used;
                }
            }
            mask = d.mask;
        }
        for (k, s) in ins.src.iter().enumerate() {
            if let Reg::Temp(t) = s.reg {
                live[t as usize] |= lanes_read(ins.op, k, mask, s.swz);
            }
            if let Some(t) = s.index_temp() {
                live[t as usize] |= 0xF;
            }
        }
    }
    let mut k = 0;
    code.ins.retain(|_| {
        k += 1;
        keep[k - 1]
    });
    changed
}

/// More temporaries live at once than the register file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the shader needs {need} temporaries at once; PICA200 has {TEMPORARIES} (r0–r15)")]
pub struct TooManyTemporaries {
    /// Temporaries live at the busiest point.
    pub need: usize,
}

/// A register `r0`–`r15` per temporary, by linear scan over live ranges (the only
/// back edges are those of `for` blocks: a temporary live into a `for`, or read
/// in a pass before that pass writes it, lives through the whole block).
pub fn allocate(code: &Code) -> Result<Vec<u8>, TooManyTemporaries> {
    let n = code.temps as usize;
    let mut start = vec![usize::MAX; n];
    let mut end = vec![0usize; n];
    for (i, x) in code.ins.iter().enumerate() {
        let regs = x
            .src
            .iter()
            .map(|s| s.reg)
            .chain(x.src.iter().filter_map(|s| s.index_temp().map(Reg::Temp)))
            .chain(x.dst.map(|d| d.reg));
        for r in regs {
            if let Reg::Temp(t) = r {
                let t = t as usize;
                start[t] = start[t].min(i);
                end[t] = end[t].max(i);
            }
        }
    }
    // Innermost blocks first, so that an outer block sees the extended ranges.
    let mut blocks = loops(code);
    blocks.sort_by_key(|(s, e)| e - s);
    for (s, e) in blocks {
        // Lanes written so far in this pass by instructions that run whenever
        // the current one does (in this `if` block or an enclosing one), per
        // temporary: `top` for the innermost open block, `outer` for the ones
        // around it (as they stood where the inner one opened).
        let mut top = vec![0u8; n];
        let mut outer: Vec<Vec<u8>> = Vec::new();
        let mut carried = vec![false; n];
        for x in &code.ins[s + 1..e] {
            reads_of(x, |t, l| {
                if l & !top[t as usize] != 0 {
                    carried[t as usize] = true;
                }
            });
            match x.op {
                Op::IfC | Op::IfCBoth | Op::IfU(..) | Op::Loop(_) => {
                    outer.push(top.clone());
                }
                Op::Else => {
                    if let Some(o) = outer.last() {
                        top.clone_from(o);
                    }
                }
                Op::EndIf | Op::EndLoop => {
                    if let Some(o) = outer.pop() {
                        top = o;
                    }
                }
                _ => {}
            }
            if let Some(super::code::Dst {
                reg: Reg::Temp(t),
                mask,
            }) = x.dst
            {
                top[t as usize] |= mask;
            }
        }
        for t in 0..n {
            let inside = start[t] != usize::MAX && start[t] <= e && end[t] >= s;
            if inside && (start[t] < s || carried[t]) {
                start[t] = start[t].min(s);
                end[t] = end[t].max(e);
            }
        }
    }
    let mut order: Vec<usize> = (0..n).filter(|&t| start[t] != usize::MAX).collect();
    order.sort_by_key(|&t| start[t]);
    let mut out = vec![0u8; n];
    // Register -> the temporary in it until its last use.
    let mut busy: [Option<usize>; TEMPORARIES] = [None; TEMPORARIES];
    let mut peak = 0;
    for t in order {
        for b in busy.iter_mut() {
            if b.is_some_and(|u| end[u] <= start[t] && u != t) {
                *b = None;
            }
        }
        let live = busy.iter().filter(|b| b.is_some()).count() + 1;
        peak = peak.max(live);
        match busy.iter().position(Option::is_none) {
            Some(r) => {
                busy[r] = Some(t);
                out[t] = r as u8;
            }
            None => {
                let need = order_peak(&start, &end);
                return Err(TooManyTemporaries { need });
            }
        }
    }
    let _ = peak;
    Ok(out)
}

/// The largest number of live ranges that overlap.
fn order_peak(start: &[usize], end: &[usize]) -> usize {
    let mut ev = Vec::new();
    for t in 0..start.len() {
        if start[t] != usize::MAX {
            ev.push((start[t], 1i32));
            ev.push((end[t], -1i32));
        }
    }
    ev.sort();
    let mut cur = 0;
    let mut best = 0;
    for (_, d) in ev {
        cur += d;
        best = best.max(cur);
    }
    best as usize
}
