//! Link options of the `gpubin` binary.

fn main() {
    // Build tools start `gpubin asm` / `gpubin picasso` once per shader, so start-up
    // counts. As a position-independent executable, the loader must relocate every
    // pointer in the binary's read-only data (about 6,000) at each start, which
    // copies some 36 pages; linked at a fixed address it relocates none (page faults
    // per run 150 -> 115). Linux with the GNU toolchain only; elsewhere the default.
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bin=gpubin=-no-pie");
    }
}
