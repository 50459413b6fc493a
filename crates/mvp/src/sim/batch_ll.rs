//! The batch entry point's IR and protocol, which the compiled engine's shim
//! module holds ([`super::batch`] drives it): its name, the status codes of
//! its callback, and whether a fragment shader can run in batches.

use crate::abi::BANK_SIZE;
use crate::externs::DERIVATIVES;

/// The entry point of a batch: `i32 mvp_host_ps_batch(ptr banks, i32 n,
/// ptr consts, ptr status)`.
pub(crate) const PS_BATCH: &str = "mvp_host_ps_batch";

/// A fragment of a batch wrote its outputs.
pub(crate) const STATUS_DONE: u32 = 0;
/// A fragment of a batch was discarded.
pub(crate) const STATUS_DISCARDED: u32 = 1;
/// A fragment of a batch ran out of loop budget (the batch ends there).
pub(crate) const STATUS_STOPPED: u32 = 2;

/// Whether the fragment shader's IR has a derivative site.
pub(crate) fn has_derivatives(ps_ll: &str) -> bool {
    ps_ll.contains(&format!("@{DERIVATIVES}("))
}

/// `mvp_host_ps_batch` for the shim module whose callback table has
/// `callbacks` entries, the status callback at `status`.
pub(crate) fn batch_ll(callbacks: usize, status: usize) -> String {
    format!(
        "define i32 @{PS_BATCH}(ptr %banks, i32 %n, ptr %consts, ptr %status) {{\n\
         entry:\n  \
         %f = load ptr, ptr getelementptr inbounds ([{callbacks} x ptr], ptr @mvp_host_callbacks, i64 0, i64 {status}), align 8\n  \
         %any = icmp sgt i32 %n, 0\n  \
         br i1 %any, label %loop, label %done\n\
         loop:\n  \
         %i = phi i32 [ 0, %entry ], [ %next, %go_on ]\n  \
         %i64 = zext i32 %i to i64\n  \
         %off = mul i64 %i64, {BANK_SIZE}\n  \
         %bank = getelementptr inbounds i8, ptr %banks, i64 %off\n  \
         call void @ps_main(ptr %bank, ptr %bank, ptr %consts)\n  \
         %s = call i32 %f()\n  \
         %s8 = trunc i32 %s to i8\n  \
         %sp = getelementptr inbounds i8, ptr %status, i64 %i64\n  \
         store i8 %s8, ptr %sp, align 1\n  \
         %next = add i32 %i, 1\n  \
         %stopped = icmp eq i32 %s, {STATUS_STOPPED}\n  \
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
