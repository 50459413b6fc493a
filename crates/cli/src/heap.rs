//! The heap's layout, set before the first allocation (Linux with glibc only).
//!
//! Each 4 KiB page the kernel hands the heap costs about 2 µs on the 2-core
//! machine gpubin is measured on (a test program touching 8 MiB: 4.4 ms in 4 KiB pages,
//! 0.9 ms in 2 MiB transparent huge pages). A large job touches thousands: checking a
//! 12,000-line shader builds a 4.7 MB IR, and its page faults were a fifth of the
//! run. Where transparent huge pages are enabled only on request (`madvise`, the
//! common default), glibc's heap never asks, so this asks for it, away from the
//! heap's start:
//!
//! 1. glibc is told to grow the heap [`PAD`] bytes at a time (`M_TOP_PAD`): address
//!    space only, as always; a page takes memory when first written. The first
//!    allocation then makes one heap mapping of that size.
//! 2. That mapping, from the first 2 MiB boundary at least [`SMALL`] bytes past its
//!    start, is marked `MADV_HUGEPAGE`. A command that allocates less than
//!    [`SMALL`] (most runs of the assemblers and dumpers) never reaches it and pays
//!    no huge page's clearing (about 0.2 ms each); a large one gets 2 MiB pages.
//!
//! Measured on the front end's 12,009-line benchmark shader, `gpubin glsl check`:
//! 2,090 page faults and 18.4 ms before, 948 and 15.1 ms after (best of 30, run
//! alternately); peak resident memory 11.9 MB before, 13.4 MB after. Small commands
//! are unchanged (`inspect` of the bundled example: 1.08 ms before, 0.99 ms after).
//!
//! Nothing here is needed for correctness: if any step fails or the heap was
//! already made (something allocated first), the heap keeps its usual pages.

// Only the binary's own entry point calls this (unit tests start through libtest).
#![cfg_attr(test, allow(dead_code))]

#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod linux_gnu {
    /// How far the heap grows at a time (address space, not memory).
    const PAD: usize = 256 << 20;
    /// The heap's start that keeps 4 KiB pages.
    const SMALL: usize = 2 << 20;
    /// The size of a transparent huge page on x86-64 and most of arm64.
    const HUGE: usize = 2 << 20;

    pub fn tune() {
        // SAFETY: mallopt, malloc, free and sbrk(0) are called as documented (sbrk(0)
        // only reads the current break); madvise gets a page-aligned range of the heap
        // mapping, which covers [first block, break) when the block came from it.
        unsafe {
            if libc::mallopt(libc::M_TOP_PAD, PAD as libc::c_int) == 0 {
                return;
            }
            let first = libc::malloc(1) as usize;
            let brk = libc::sbrk(0) as usize;
            // Only a heap made just now by this allocation, from the break: a heap
            // that existed already is smaller than the pad, and a heap glibc had to
            // map elsewhere (the break could not move) does not end at the break.
            if first != 0 && first < brk && brk - first > PAD / 2 {
                let start = (first + SMALL).next_multiple_of(HUGE);
                if start < brk {
                    libc::madvise(start as *mut libc::c_void, brk - start, libc::MADV_HUGEPAGE);
                }
            }
            libc::free(first as *mut libc::c_void);
        }
    }
}

/// Set the heap's layout (see the module docs); call before anything allocates.
pub fn tune() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    linux_gnu::tune();
}
