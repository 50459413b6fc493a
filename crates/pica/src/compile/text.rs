//! picasso-dialect text of the allocated code.

use std::fmt::Write;

use super::code::{Code, Ins, Op, Reg, Rel, Src};
use super::lower::{internal, R};
use super::Plan;

const LANES: [char; 4] = ['x', 'y', 'z', 'w'];

/// A name for the constant registers that no uniform or input takes.
fn constant_prefix(plan: &Plan) -> String {
    let mut p = String::from("k");
    while plan
        .symbols
        .iter()
        .map(|s| s.name.as_str())
        .chain(plan.inputs.iter().map(|(n, _)| n.as_str()))
        .chain(plan.bools.iter().map(String::as_str))
        .chain(plan.ints.iter().map(String::as_str))
        .any(|n| n.starts_with(&p))
    {
        p.push('_');
    }
    p
}

/// Shortest decimal that reads back as the same binary32 value.
fn number(x: f32) -> String {
    let s = format!("{x:?}");
    if s.contains('.') || s.contains('e') {
        s
    } else {
        format!("{s}.0")
    }
}

pub fn render(code: &Code, alloc: &[u8], plan: &Plan, file: &str) -> R<String> {
    let kp = constant_prefix(plan);
    let mut out = String::new();
    let _ = writeln!(out, "; {file}: compiled from GLSL by gpubin");
    for s in &plan.symbols {
        if s.regs == 1 {
            let _ = writeln!(out, ".fvec {}", s.name);
        } else {
            let _ = writeln!(out, ".fvec {}[{}]", s.name, s.regs);
        }
    }
    for i in &plan.ints {
        let _ = writeln!(out, ".ivec {i}");
    }
    for b in &plan.bools {
        let _ = writeln!(out, ".bool {b}");
    }
    for (i, r) in code.pool.regs.iter().enumerate() {
        let v: Vec<String> = r.iter().map(|x| number(x.unwrap_or(0.0))).collect();
        let _ = writeln!(out, ".constf {kp}{i}({})", v.join(", "));
    }
    for (name, reg) in &plan.inputs {
        let _ = writeln!(out, ".in {name} v{reg}");
    }
    for o in &plan.layout.outputs {
        let mask: String = LANES[..usize::from(o.components)].iter().collect();
        let _ = writeln!(out, ".out - {} o{}.{mask}", o.semantic, o.register);
    }
    let _ = writeln!(out, "\n.proc main");
    let mut depth = 1;
    for ins in &code.ins {
        if matches!(ins.op, Op::Else | Op::EndIf | Op::EndLoop) {
            depth -= 1;
        }
        let _ = writeln!(
            out,
            "{}{}",
            "\t".repeat(depth),
            instruction(ins, alloc, plan, &kp)?
        );
        if matches!(
            ins.op,
            Op::IfC | Op::IfCBoth | Op::IfU(..) | Op::Else | Op::Loop(_)
        ) {
            depth += 1;
        }
    }
    let _ = writeln!(out, "\tend\n.end");
    Ok(out)
}

fn reg_text(r: Reg, alloc: &[u8], plan: &Plan, kp: &str) -> String {
    match r {
        Reg::In(v) => plan
            .inputs
            .iter()
            .find(|(_, r)| *r == v)
            .map(|(n, _)| n.clone())
            .unwrap_or_else(|| format!("v{v}")),
        Reg::Uni { id, offset, rel } => {
            let s = &plan.symbols[id as usize];
            match rel {
                Rel::A0x(_) | Rel::A0y(_) | Rel::Dyn(_) | Rel::Al(_) => {
                    let a = match rel {
                        Rel::A0y(_) => "a0.y",
                        Rel::Al(_) => "aL",
                        _ => "a0.x",
                    };
                    if offset == 0 {
                        format!("{}[{a}]", s.name)
                    } else {
                        format!("{}[{a}+{offset}]", s.name)
                    }
                }
                Rel::None if s.regs == 1 => s.name.clone(),
                Rel::None => format!("{}[{offset}]", s.name),
            }
        }
        Reg::Konst(k) => format!("{kp}{k}"),
        Reg::Temp(t) => format!("r{}", alloc[t as usize]),
        Reg::Out(o) => format!("o{o}"),
    }
}

fn src_text(s: &Src, alloc: &[u8], plan: &Plan, kp: &str) -> String {
    let mut t = String::new();
    if s.neg {
        t.push('-');
    }
    t.push_str(&reg_text(s.reg, alloc, plan, kp));
    if s.swz != [0, 1, 2, 3] {
        t.push('.');
        for c in s.swz {
            t.push(LANES[usize::from(c)]);
        }
    }
    t
}

/// The source lanes (positions of the swizzle) an instruction reads.
fn positions_read(ins: &Ins, k: usize) -> u8 {
    let mask = ins.dst.map_or(0xF, |d| d.mask);
    match ins.op {
        Op::Dp4 => 0xF,
        Op::Dp3 => 0x7,
        Op::Dph if k == 0 => 0x7,
        Op::Dph => 0xF,
        Op::Rcp | Op::Rsq | Op::Ex2 | Op::Lg2 => 0x1,
        Op::Mova(m) => m,
        Op::Cmp(_) => 0x3,
        _ => mask,
    }
}

/// The swizzle with every lane the instruction does not read repeating the last
/// lane it reads (the first, before it): the hardware ignores them, and equal
/// descriptors are shared (128 entries, the first 32 for `mad`).
fn canonical(ins: &Ins, k: usize, s: &Src) -> Src {
    let read = positions_read(ins, k);
    let Some(first) = (0..4).find(|l| read >> l & 1 != 0) else {
        return *s;
    };
    let mut out = *s;
    let mut last = s.swz[first];
    for l in 0..4 {
        if read >> l & 1 != 0 {
            last = s.swz[l];
        } else {
            out.swz[l] = last;
        }
    }
    out
}

fn instruction(ins: &Ins, alloc: &[u8], plan: &Plan, kp: &str) -> R<String> {
    let srcs: Vec<String> = ins
        .src
        .iter()
        .enumerate()
        .map(|(k, s)| src_text(&canonical(ins, k, s), alloc, plan, kp))
        .collect();
    Ok(match ins.op {
        Op::IfC => "ifc cmp.x".into(),
        Op::IfCBoth => "ifc cmp.x && cmp.y".into(),
        Op::IfU(b, neg) => format!(
            "ifu {}{}",
            if neg { "!" } else { "" },
            plan.bools[b as usize]
        ),
        Op::Else | Op::EndIf | Op::EndLoop => ins.op.mnemonic().into(),
        Op::Loop(i) => format!("for {}", plan.ints[i as usize]),
        Op::Mova(m) => format!("mova a0.{}, {}", if m == 1 { 'x' } else { 'y' }, srcs[0]),
        Op::Cmp(c) => format!("cmp {}, {}, {}, {}", srcs[0], c.name(), c.name(), srcs[1]),
        op => {
            let Some(d) = ins.dst else {
                return internal("an instruction without a destination");
            };
            let mut dt = reg_text(d.reg, alloc, plan, kp);
            if d.mask != 0xF {
                dt.push('.');
                for (l, c) in LANES.iter().enumerate() {
                    if d.mask >> l & 1 != 0 {
                        dt.push(*c);
                    }
                }
            }
            format!("{} {dt}, {}", op.mnemonic(), srcs.join(", "))
        }
    })
}
