use serde::{Deserialize, Serialize};

use crate::diag::{BinLocation, Resolved, TextRenderer};
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
    /// The stable code of the rule, when the finding is a broken rule that has one
    /// (a read error's [`crate::ErrorKind::code`]); absent from JSON otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
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
            code: None,
        }
    }

    /// The finding with the stable code of its rule.
    #[must_use]
    pub fn with_code(mut self, code: impl Into<String>) -> Self {
        self.code = Some(code.into());
        self
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
        .with_code(e.kind().code())
    }
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let at = BinLocation {
            offset: self.offset,
            len: 1,
            path: Path::from(self.path.as_str()),
        };
        let r = Resolved {
            binary: Some(&at),
            ..Resolved::message(self.severity, &self.message)
        };
        TextRenderer::new(f.alternate()).write(f, &r)
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
        let p = Path::from("MBS1/CFRA");
        let cases = [
            (
                Finding::new(Severity::Error, None, &p, "m"),
                "error: MBS1/CFRA: m",
            ),
            (
                Finding::error(0x5c, &Path::root(), "m"),
                "error: at 0x5c: m",
            ),
            (
                Finding::new(Severity::Error, None, &Path::root(), "m"),
                "error: m",
            ),
        ];
        for (f, text) in cases {
            assert_eq!(f.to_string(), text);
        }
        assert!(Severity::Error > Severity::Warning);
    }

    /// A read error becomes a finding with its kind's code; the code is in JSON
    /// only when there is one, and the text does not show it.
    #[test]
    fn code_of_a_read_error() {
        let e = Error::new(0x10, Path::from("DVLE"), crate::ErrorKind::Unterminated);
        let f = Finding::from(&e);
        assert_eq!(f.code.as_deref(), Some("binfmt-unterminated"));
        assert_eq!(f.to_string(), format!("error: {e}"));
        let json = serde_json::to_value(&f).unwrap();
        assert_eq!(json["code"], "binfmt-unterminated");
        let plain = serde_json::to_value(Finding::error(1, &Path::root(), "m")).unwrap();
        assert!(plain.get("code").is_none(), "{plain}");
        let back: Finding = serde_json::from_value(plain).unwrap();
        assert_eq!(back.code, None);
    }
}
