use serde::{Deserialize, Serialize};

use crate::{Error, Path, Severity};

/// One located finding of a validator: `error: MBS1/CFRA/SUNI at 0x30: ...`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finding {
    /// How bad the finding is.
    pub severity: Severity,
    /// Absolute byte offset the finding is about, when it is about bytes.
    pub offset: Option<usize>,
    /// Context path such as `MBS1/CFRA/SUNI/VUNI[3]` or `DVLE[1]/uniforms[3]`.
    pub path: String,
    /// What is wrong.
    pub message: String,
}

impl Finding {
    /// A finding at `offset` (if about bytes) of the part `path` names.
    pub fn new(
        severity: Severity,
        offset: Option<usize>,
        path: &Path,
        message: impl Into<String>,
    ) -> Self {
        Finding {
            severity,
            offset,
            path: path.to_string(),
            message: message.into(),
        }
    }

    /// An error about the bytes at `offset`.
    pub fn error(offset: usize, path: &Path, message: impl Into<String>) -> Self {
        Finding::new(Severity::Error, Some(offset), path, message)
    }

    /// A warning about the bytes at `offset`.
    pub fn warning(offset: usize, path: &Path, message: impl Into<String>) -> Self {
        Finding::new(Severity::Warning, Some(offset), path, message)
    }

    /// True for [`Severity::Error`].
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl From<&Error> for Finding {
    fn from(e: &Error) -> Self {
        Finding::new(
            Severity::Error,
            Some(e.offset()),
            e.path(),
            e.kind().to_string(),
        )
    }
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: ", self.severity)?;
        match (self.path.is_empty(), self.offset) {
            (false, Some(o)) => write!(f, "{} at 0x{o:x}: ", self.path)?,
            (false, None) => write!(f, "{}: ", self.path)?,
            (true, Some(o)) => write!(f, "at 0x{o:x}: ")?,
            (true, None) => {}
        }
        f.write_str(&self.message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display() {
        let p = Path::from("DVLE").index(1).name("uniforms").index(3);
        let f = Finding::warning(0x40, &p, "register range is empty");
        assert_eq!(
            f.to_string(),
            "warning: DVLE[1]/uniforms[3] at 0x40: register range is empty"
        );
        assert!(!f.is_error());
        assert!(Severity::Error > Severity::Warning);
    }
}
