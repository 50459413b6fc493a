//! The batch entry point's IR, which the compiled engine's shim module
//! holds ([`super::batch`] drives it): its name, and whether a fragment
//! shader can run in batches.

use super::bank_plan::{Colour, Plan, BANK_WORDS};
use crate::codegen::{PsStatus, PS_RUN, SIM_DERIVATIVES};
use gpubin_glsl::types::ScalarKind;
use std::fmt::Write;

/// The entry point of a batch: `i32 mvp_host_ps_span(ptr words, i32 n,
/// ptr consts, i32 budget, ptr table, ptr status, ptr colours)`.
pub(crate) const PS_SPAN: &str = "mvp_host_ps_span";

/// Whether the fragment shader's IR of the simulator's build has a
/// derivative site (a call of `mvp_sim_derivatives`, the form of
/// `mvp_derivatives` that build calls).
pub(crate) fn has_derivatives(ps_ll: &str) -> bool {
    ps_ll.contains(&format!("@{SIM_DERIVATIVES}("))
}

/// `mvp_host_ps_span` of a program whose banks `plan` describes.
///
/// Per fragment `k` of `n`: a bank of its own (one on the stack, reused)
/// gets the plan's constant words, the input words `words[w][k]` (word
/// `w` of the plan, `words` an array of pointers) and zeros
/// elsewhere, as `wrapper_ps` fills it; then `mvp.ps_run(bank, bank,
/// consts, budget, table)`, the body of `ps_main` with the loop budget
/// and the batch table (`sim/batch_table.rs`) given,
/// whose [`PsStatus`] goes to `status[k]`; then the colour as `wrapper_ps`
/// reads it (converted to float, (0, 0, 0, 1) where absent) to
/// `colours[k]`. A fragment that ran out of loop budget ends the batch:
/// returns the number run. No call leaves the module on the way (but for
/// the texture lookups the batch table does not answer, and stops): the
/// body is inlined (always: a long shader would not be otherwise), and the
/// bank is the function's
/// own, so once the body is inlined (same module) LLVM may keep its words
/// in registers, and fragments overlap in the CPU.
pub(crate) fn span_ll(plan: &Plan) -> String {
    // Each word's pointer, loaded once (before the loop).
    let mut pointers = String::new();
    for w in 0..plan.words.len() {
        let _ = write!(
            pointers,
            "  %wp{w}.at = getelementptr inbounds ptr, ptr %words, i64 {w}\n  \
             %wp{w} = load ptr, ptr %wp{w}.at, align 8\n"
        );
    }
    let mut fill = String::new();
    let mut input = vec![None; BANK_WORDS];
    for (w, (o, _)) in plan.words.iter().enumerate() {
        input[o / 4] = Some(w);
    }
    for (word, (constant, from)) in plan.template.iter().zip(&input).enumerate() {
        let o = 4 * word;
        let _ = writeln!(
            fill,
            "  %d{word} = getelementptr inbounds i8, ptr %bank, i64 {o}"
        );
        match from {
            Some(w) => {
                let _ = write!(
                    fill,
                    "  %p{word} = getelementptr inbounds i32, ptr %wp{w}, i64 %i64\n  \
                     %v{word} = load i32, ptr %p{word}, align 4\n  \
                     store i32 %v{word}, ptr %d{word}, align 4\n"
                );
            }
            None => {
                let c = *constant as i32;
                let _ = writeln!(fill, "  store i32 {c}, ptr %d{word}, align 4");
            }
        }
    }
    let mut colour =
        String::from("  %c = getelementptr inbounds [4 x float], ptr %colours, i64 %i64\n");
    let (at, n, kind) = match plan.colour {
        Colour::Constant => (0, 0, None),
        Colour::Slot { at, n, kind } => (at, n, kind),
    };
    for j in 0..4 {
        let _ = writeln!(
            colour,
            "  %c{j} = getelementptr inbounds float, ptr %c, i64 {j}"
        );
        if j < n {
            let o = at + 4 * j;
            let _ = writeln!(
                colour,
                "  %b{j} = getelementptr inbounds i8, ptr %bank, i64 {o}\n  \
                 %w{j} = load i32, ptr %b{j}, align 4"
            );
            // As `wrapper_ps` converts it.
            let convert = match kind {
                Some(ScalarKind::Int) => "sitofp i32",
                Some(ScalarKind::Uint) => "uitofp i32",
                _ => "bitcast i32",
            };
            let _ = writeln!(
                colour,
                "  %f{j} = {convert} %w{j} to float\n  store float %f{j}, ptr %c{j}, align 4"
            );
        } else {
            let v = if j == 3 { "1.0" } else { "0.0" };
            let _ = writeln!(colour, "  store float {v}, ptr %c{j}, align 4");
        }
    }
    let stopped = PsStatus::Stopped as u32;
    format!(
        "declare i32 @{PS_RUN}(ptr, ptr, ptr, i32, ptr)\n\
         define i32 @{PS_SPAN}(ptr noalias readonly %words, i32 %n, ptr noalias readonly %consts, i32 %budget, ptr noalias nonnull readonly %table, ptr noalias %status, ptr noalias %colours) {{\n\
         entry:\n  \
         %bank = alloca [{BANK_WORDS} x i32], align 16\n\
         {pointers}  \
         %any = icmp sgt i32 %n, 0\n  \
         br i1 %any, label %loop, label %done\n\
         loop:\n  \
         %i = phi i32 [ 0, %entry ], [ %next, %go_on ]\n  \
         %i64 = zext i32 %i to i64\n\
         {fill}  \
         %s = call i32 @{PS_RUN}(ptr %bank, ptr %bank, ptr %consts, i32 %budget, ptr %table) alwaysinline\n  \
         %s8 = trunc i32 %s to i8\n  \
         %sp = getelementptr inbounds i8, ptr %status, i64 %i64\n  \
         store i8 %s8, ptr %sp, align 1\n\
         {colour}  \
         %next = add i32 %i, 1\n  \
         %stopped = icmp eq i32 %s, {stopped}\n  \
         br i1 %stopped, label %stop, label %go_on\n\
         go_on:\n  \
         %more = icmp slt i32 %next, %n\n  \
         br i1 %more, label %loop, label %done\n\
         stop:\n  \
         ret i32 %next\n\
         done:\n  \
         ret i32 %n\n}}\n"
    )
}
