//! The binary container formats the CLI knows, behind one trait.
//!
//! A format is added by writing `formats/<name>.rs` with a unit struct implementing
//! [`Format`] (calling into its library crate; no format logic here) and listing it
//! in [`FORMATS`]. `inspect`, `check` and `build` then handle it.

pub mod mbs;
pub mod shbin;

use gpubin_binfmt::{Error as BinError, Finding};

/// Every format, in detection order.
pub static FORMATS: &[&dyn Format] = &[&mbs::Mbs, &shbin::Shbin];

/// A failure to read or build a file: a message and, for a binary format's error,
/// that error (its offset, chunk path and kind).
#[derive(Debug, Clone)]
pub struct Failure {
    /// The message as text gives it (a binary error with its path and offset).
    pub message: String,
    /// The binary format's error, when the failure is one.
    pub error: Option<BinError>,
}

impl Failure {
    #[allow(dead_code)] // used by format modules
    pub fn message(message: impl Into<String>) -> Self {
        Failure {
            message: message.into(),
            error: None,
        }
    }

    /// Absolute byte offset of the problem in the input, for a hexdump.
    pub fn offset(&self) -> Option<usize> {
        self.error.as_ref().map(BinError::offset)
    }
}

impl From<BinError> for Failure {
    fn from(e: BinError) -> Self {
        Failure {
            message: e.to_string(),
            error: Some(e),
        }
    }
}

/// One binary container format, seen from the CLI.
pub trait Format: Sync {
    /// Name users see and pass to `--format`: `MBS1`, `SHBIN`.
    fn name(&self) -> &'static str;
    /// A few words: `Mali Utgard shader binary`.
    fn description(&self) -> &'static str;
    /// Recognises the format from the file's content (magic bytes).
    fn detect(&self, bytes: &[u8]) -> bool;
    /// Human-readable rendering: structure, decoded fields, tables, findings.
    fn inspect_text(&self, bytes: &[u8]) -> Result<String, Failure>;
    /// The model as JSON: exactly what `build` accepts back.
    fn inspect_json(&self, bytes: &[u8]) -> Result<serde_json::Value, Failure>;
    /// Validation findings; `Err` when the file cannot be parsed at all.
    fn check(&self, bytes: &[u8]) -> Result<Vec<Finding>, Failure>;
    /// Whether a JSON document looks like this format's model (for `build`).
    fn accepts_model(&self, model: &serde_json::Value) -> bool;
    /// Writes a model (as printed by `inspect --json`) back to bytes.
    fn build(&self, model: serde_json::Value) -> Result<Vec<u8>, Failure>;
    /// Disassembles the code in the file, as text (or JSON with `options.json`).
    /// `None`: this format has no disassembler.
    fn disassemble(
        &self,
        _bytes: &[u8],
        _options: &DisOptions,
    ) -> Option<Result<Disassembly, Failure>> {
        None
    }
}

/// What `gpubin dis` prints for a file: the listing (or JSON) on standard output, and
/// findings about it (located in the file) on standard error.
#[derive(Clone, Debug, Default)]
pub struct Disassembly {
    pub text: String,
    pub findings: Vec<Finding>,
}

impl From<String> for Disassembly {
    fn from(text: String) -> Self {
        Disassembly {
            text,
            findings: Vec::new(),
        }
    }
}

/// How `gpubin dis` should render code (read by the formats' disassemblers).
#[derive(Clone, Debug, Default)]
#[allow(dead_code)]
pub struct DisOptions {
    /// Decoded fields as JSON instead of text.
    pub json: bool,
    /// gpubin's annotated form (addresses, symbol names, decoded constants) instead of
    /// the reference tool's exact text.
    pub annotate: bool,
}

/// The format of a file, by content.
pub fn detect(bytes: &[u8]) -> Option<&'static dyn Format> {
    FORMATS.iter().copied().find(|f| f.detect(bytes))
}

/// A format by the name users type (case-insensitive).
pub fn by_name(name: &str) -> Option<&'static dyn Format> {
    FORMATS
        .iter()
        .copied()
        .find(|f| f.name().eq_ignore_ascii_case(name))
}

/// `MBS1 (Mali Utgard shader binary), SHBIN (...)`, or `none yet`.
pub fn supported_list() -> String {
    if FORMATS.is_empty() {
        return "none yet".to_string();
    }
    FORMATS
        .iter()
        .map(|f| format!("{} ({})", f.name(), f.description()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The message for a file no format recognises.
pub fn unrecognised(bytes: &[u8]) -> String {
    const SHOWN: usize = 8;
    let first = if bytes.is_empty() {
        "none, the file is empty".to_string()
    } else {
        let mut hex: Vec<String> = bytes
            .iter()
            .take(SHOWN)
            .map(|b| format!("{b:02x}"))
            .collect();
        if bytes.len() > SHOWN {
            hex.push("...".to_string());
        }
        hex.join(" ")
    };
    format!(
        "unrecognised format (first bytes: {first}); supported: {}",
        supported_list()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unrecognised_message() {
        let msg = unrecognised(b"MBS1\x54\0\0\0CFRA");
        assert!(
            msg.starts_with(
                "unrecognised format (first bytes: 4d 42 53 31 54 00 00 00 ...); supported: "
            ),
            "{msg}"
        );
        assert!(unrecognised(b"ab").starts_with("unrecognised format (first bytes: 61 62); "));
        assert!(unrecognised(b"").contains("first bytes: none, the file is empty"));
    }

    #[test]
    fn names_are_unique() {
        for (i, a) in FORMATS.iter().enumerate() {
            for b in &FORMATS[i + 1..] {
                assert!(!a.name().eq_ignore_ascii_case(b.name()));
            }
        }
    }
}
