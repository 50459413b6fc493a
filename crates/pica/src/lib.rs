//! PICA200 (Nintendo 3DS GPU): the float24 number format, the SHBIN shader binary
//! container (DVLB/DVLP/DVLE), instruction encode/decode, an assembler for the
//! picasso dialect, a disassembler, and a shader simulator.
//!
//! ```
//! use gpubin_pica::asm::{assemble, Options, Source};
//!
//! let text = "
//! .fvec projection[4]
//! .in inPos
//! .out outPos position
//! .proc main
//!     dp4 outPos.x, projection[0], inPos
//!     dp4 outPos.y, projection[1], inPos
//!     dp4 outPos.z, projection[2], inPos
//!     dp4 outPos.w, projection[3], inPos
//!     end
//! .end
//! ";
//! let out = assemble(&[Source { name: "vshader.pica", text }], Options::default())
//!     .expect("assembles");
//! let bytes = out.to_bytes(); // the SHBIN picasso 2.7.1 writes for this source
//! assert_eq!(&bytes[..4], b"DVLB");
//! // Read back, it has one vertex DVLE and 5 instruction words.
//! let shbin = gpubin_pica::shbin::parse(&bytes).unwrap();
//! assert_eq!(shbin.dvlp.code.len(), 5);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod asm;
pub mod build;
pub mod compile;
pub mod disasm;
pub mod float24;
pub mod isa;
pub mod shbin;
pub mod sim;

/// Assembles picasso-dialect files (one DVLE each, in order) into a SHBIN model, for
/// build scripts; `.vert` files are GLSL vertex shaders, compiled first (see
/// [`compile::assemble_files`]). `shbin::write` gives the bytes. See [`build`]
/// for a helper that writes into `OUT_DIR`.
pub fn assemble_files<P: AsRef<std::path::Path>>(
    paths: &[P],
) -> Result<shbin::Shbin, asm::Diagnostics> {
    compile::assemble_files(paths).map(asm::Assembly::into_shbin)
}

/// Every failure of this crate, by kind, for callers that handle them alike (`?`
/// from any entry point). Each variant wraps the located error its module gives:
/// source diagnostics for text, `gpubin_binfmt`'s offset-and-path error for bytes.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Assembler messages, located in the source (errors and warnings).
    #[error("{0}")]
    Assembly(asm::Diagnostics),
    /// The GLSL compiler refused the shader, or failed itself.
    #[error(transparent)]
    Compile(#[from] compile::Error),
    /// A malformed SHBIN, or a model that does not write.
    #[error(transparent)]
    Binary(#[from] gpubin_binfmt::Error),
    /// Simulator registers that cannot be set up from a DVLE.
    #[error(transparent)]
    Setup(#[from] sim::SetupError),
    /// JSON values for the simulator that do not apply.
    #[error(transparent)]
    Bindings(#[from] sim::bindings::BindingError),
    /// A simulator run stopped before `end`.
    #[error(transparent)]
    Run(#[from] sim::SimError),
    /// GLSL values that do not run in the simulator.
    #[error(transparent)]
    CompiledRun(#[from] compile::RunError),
    /// A listing that does not reproduce its file.
    #[error(transparent)]
    RoundTrip(#[from] disasm::RoundTripError),
    /// A build-script build that failed.
    #[error(transparent)]
    Build(#[from] build::BuildError),
}

impl From<asm::Diagnostics> for Error {
    fn from(d: asm::Diagnostics) -> Self {
        Error::Assembly(d)
    }
}

impl Error {
    /// True for a path the crate's own checks rule out (a bug in this crate, not in
    /// its input).
    pub fn is_internal(&self) -> bool {
        matches!(
            self,
            Error::Compile(compile::Error::Internal(_) | compile::Error::Assembler(_))
                | Error::RoundTrip(disasm::RoundTripError::Internal(_))
                | Error::Run(sim::SimError {
                    kind: sim::SimErrorKind::Internal { .. },
                    ..
                })
                | Error::CompiledRun(compile::RunError::Sim {
                    kind: sim::SimErrorKind::Internal { .. },
                    ..
                })
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Errors of three modules through one `?`.
    fn pipeline(text: &str) -> Result<sim::Outcome, Error> {
        let shbin = asm::assemble(
            &[asm::Source {
                name: "s.pica",
                text,
            }],
            Default::default(),
        )?
        .into_shbin();
        let shbin = shbin::parse(&shbin::write(&shbin)?)?;
        let setup = sim::Setup::new(&shbin, 0)?;
        Ok(sim::run(&shbin, 0, &setup, &sim::Options::default())?)
    }

    #[test]
    fn one_error_type() {
        let ok = ".out o position\n.proc main\n mov o, c0\n end\n.end\n";
        assert!(pipeline(ok).is_ok());
        let e = pipeline(".proc main\n mov r0, q1\n end\n.end\n").unwrap_err();
        assert!(matches!(e, Error::Assembly(_)) && !e.is_internal(), "{e}");
        assert!(
            e.to_string().contains("unknown register or name `q1`"),
            "{e}"
        );
        let e = pipeline(".proc main\n brk\n end\n.end\n").unwrap_err();
        assert!(matches!(e, Error::Assembly(_)), "{e}");
        let e = pipeline(".proc main\n break\n end\n.end\n").unwrap_err();
        assert!(
            matches!(
                &e,
                Error::Run(sim::SimError {
                    kind: sim::SimErrorKind::BreakOutsideLoop,
                    ..
                })
            ) && !e.is_internal(),
            "{e}"
        );
        assert!(Error::from(disasm::RoundTripError::Internal("no listing")).is_internal());
    }
}
