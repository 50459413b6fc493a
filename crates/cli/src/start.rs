//! Process start and end, in place of std's runtime start-up.
//!
//! Build tools run `gpubin asm` / `gpubin picasso` once per shader, so what every run
//! pays before `main` matters. std's start-up also installs a stack-overflow handler,
//! whose guard-page lookup makes glibc read and parse `/proc/self/maps`: about an
//! eighth of the instructions of assembling a small shader, and kernel time on top.
//! The binary therefore has its own entry point (`#![no_main]`) that does the rest of
//! std's start-up itself: standard descriptors that are closed are opened on
//! `/dev/null` (so no output file becomes standard output), SIGPIPE is ignored (a
//! closed pipe is a write error the commands report, exit status 1), and standard
//! output is flushed at the end. A stack overflow ends the process by SIGSEGV
//! without std's message.

// Only the binary's own entry point calls these (unit tests start through libtest).
#![cfg_attr(test, allow(dead_code))]

use std::io::Write;

/// What std does before `main` on Unix, less the stack-overflow handler.
#[cfg(unix)]
pub fn init() {
    let mut fds = [0, 1, 2].map(|fd| libc::pollfd {
        fd,
        events: 0,
        revents: 0,
    });
    // SAFETY: `fds` is a valid array of three pollfd for the duration of the call;
    // `open` gets a NUL-terminated path; `signal` installs the predefined SIG_IGN.
    unsafe {
        if libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, 0) != -1 {
            for f in &fds {
                // Descriptors are allocated lowest first: this reopens `f.fd`.
                if f.revents & libc::POLLNVAL != 0 {
                    libc::open(c"/dev/null".as_ptr(), libc::O_RDWR);
                }
            }
        }
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
    }
}

/// Elsewhere std's start-up has neither step.
#[cfg(not(unix))]
pub fn init() {}

/// What std does after `main`: flush standard output.
pub fn finish() {
    let _ = std::io::stdout().flush();
}
