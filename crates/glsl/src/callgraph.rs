//! The call graph's one rule: GLSL forbids recursion (GLSL 1.10–3.30 §6.1,
//! ES 1.00 §6.1), checked within a shader object and across the objects of
//! a linked stage.

use crate::ir::FunctionId;
use std::collections::BTreeSet;

/// A call on a cycle, if any: (caller, callee). The first cycle found
/// searching from each function in order.
pub(crate) fn find_cycle(calls: &[BTreeSet<FunctionId>]) -> Option<(FunctionId, FunctionId)> {
    // 0 = unvisited, 1 = on the stack, 2 = done; iterative.
    let mut state = vec![0u8; calls.len()];
    for start in 0..calls.len() {
        if state[start] != 0 {
            continue;
        }
        state[start] = 1;
        let mut stack: Vec<(usize, Vec<FunctionId>)> =
            vec![(start, calls[start].iter().copied().collect())];
        while let Some((node, pending)) = stack.last_mut() {
            let node = *node;
            match pending.pop() {
                Some(next) if next.index() < calls.len() => match state[next.index()] {
                    0 => {
                        state[next.index()] = 1;
                        let succ = calls[next.index()].iter().copied().collect();
                        stack.push((next.index(), succ));
                    }
                    1 => return Some((FunctionId::from_index(node), next)),
                    _ => {}
                },
                Some(_) => {}
                None => {
                    state[node] = 2;
                    stack.pop();
                }
            }
        }
    }
    None
}
