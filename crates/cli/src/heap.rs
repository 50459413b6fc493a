//! The heap's layout, set before the first allocation (Linux with glibc only).
//!
//! Each 4 KiB page the kernel hands the heap costs about 2 µs on the 2-core machine
//! gpubin is measured on (a test program writing 8 MiB: 4.4 ms in 4 KiB pages, 0.9 ms
//! in 2 MiB transparent huge pages). A large job touches thousands: checking a
//! 12,000-line shader builds a 4.7 MB IR, and its page faults were a fifth of the
//! run. Where transparent huge pages are given only on request (`madvise`, the
//! common default), glibc's heap never asks, so this asks for it past the heap's
//! first `SMALL` (512 KiB) bytes:
//!
//! 1. The break is moved up (at most 2 MiB of address space, never touched) so that
//!    the heap glibc starts there has its first `SMALL` bytes end on a 2 MiB
//!    boundary. Every run then gets the same layout, whatever address randomisation
//!    chose.
//! 2. The first allocation makes the heap's mapping `PAD` (256 MiB) large
//!    (`M_TOP_PAD` for that one allocation): address space only, as always; a page
//!    takes memory when first written.
//! 3. That mapping past its first `SMALL` bytes is marked `MADV_HUGEPAGE`. A
//!    command that allocates less (the assemblers, dumpers and small shaders) never
//!    reaches it and clears no huge page (about 0.2 ms each); a larger one gets 2 MiB
//!    pages, each cheaper than the 4 KiB faults it replaces once a fifth of it is used.
//! 4. glibc keeps the mapping whole (no trimming below 512 MiB) and serves blocks of
//!    up to 32 MiB from it rather than from mappings of their own, which would take
//!    4 KiB pages again.
//!
//! Measured with `dist` builds, before and after, run alternately (best of 30 or
//! more), `gpubin glsl check` on the front end's benchmark shaders: 12,009 lines
//! 19.3 ms and 2,091 page faults before, 14.6 ms and 247 after (peak resident memory
//! 11.9 MB before, 13.5 MB after); 1,206 lines 3.27 ms before, 2.82 ms after. A small
//! `gpubin asm`: 1.16 ms before, 1.09 ms after, with the same page faults.
//!
//! Nothing here is needed for correctness. Under a data-size limit (`ulimit -d`) it
//! does nothing; if a step fails (the kernel refuses the mapping, under strict
//! overcommit or an address-space limit), or the heap was made already (something
//! allocated first), the heap keeps its usual pages.

// Only the binary's own entry point calls this (unit tests start through libtest).
#![cfg_attr(test, allow(dead_code))]

#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod linux_gnu {
    /// The heap's first mapping (address space, not memory).
    const PAD: usize = 256 << 20;
    /// The heap's start, which keeps 4 KiB pages (more than the small commands use).
    const SMALL: usize = 512 << 10;
    /// The size of a transparent huge page on x86-64 and most of arm64.
    const HUGE: usize = 2 << 20;
    /// glibc's own default for `M_TOP_PAD` (mallopt(3)).
    const DEFAULT_TOP_PAD: usize = 128 << 10;
    /// Blocks up to this size come from the heap, not from mappings of their own
    /// (glibc's largest setting on 64-bit targets).
    const MMAP_THRESHOLD: usize = 32 << 20;

    pub fn tune() {
        // Under a data-size limit the heap's mapping might not fit: change nothing.
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit writes one rlimit.
        if unsafe { libc::getrlimit(libc::RLIMIT_DATA, &mut limit) } != 0
            || limit.rlim_cur != libc::RLIM_INFINITY
        {
            return;
        }
        // SAFETY: sbrk only moves the break up (address space nobody uses yet: glibc
        // places its heap at the break when it first allocates); mallopt, malloc and
        // free are called as documented; madvise gets a 2 MiB-aligned range inside
        // the heap mapping, which spans [heap, end) when the checks hold.
        unsafe {
            // Move the break so that the heap's first SMALL bytes end on a huge
            // page's boundary (at most HUGE of address space left unused).
            let at = libc::sbrk(0) as usize;
            if at == usize::MAX {
                return;
            }
            let heap = (at + SMALL).next_multiple_of(HUGE) - SMALL;
            if heap > at && libc::sbrk((heap - at) as libc::intptr_t) as usize != at {
                return;
            }
            // The first allocation makes the heap PAD bytes large; later growth asks
            // for what it needs, as usual. (If the kernel refuses the mapping, as
            // under strict overcommit, this allocation fails and the next ones get
            // the usual heap.)
            libc::mallopt(libc::M_TOP_PAD, PAD as libc::c_int);
            let first = libc::malloc(1) as usize;
            libc::mallopt(libc::M_TOP_PAD, DEFAULT_TOP_PAD as libc::c_int);
            let end = libc::sbrk(0) as usize;
            // Only a heap made just now by this allocation, at the break: a heap that
            // existed already lies below it, and one glibc had to map elsewhere (the
            // break could not move) is not inside [heap, end).
            if first >= heap && first < heap + SMALL && end > heap + SMALL + PAD / 2 {
                // Keep the mapping whole (a trim would cut the marked part off, and
                // the break's next growth would not be marked), and serve large
                // blocks from it too.
                libc::mallopt(libc::M_TRIM_THRESHOLD, (2 * PAD) as libc::c_int);
                libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD as libc::c_int);
                let start = heap + SMALL;
                libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
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
