//! The rules of MBS1 framing that the reader enforces, typed: each a variant with the
//! figures of the failure, carried by [`gpubin_binfmt::ErrorKind::Rule`].

use gpubin_binfmt::{FormatRule, FourCC};

/// A rule of the MBS1 container that a file breaks (see [`super::parse`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MbsRule {
    /// Fewer bytes than the `MBS1` chunk header.
    #[error("an MBS1 file needs an 8-byte header, the file has {len} bytes")]
    ShortFile {
        /// Bytes in the file.
        len: usize,
    },
    /// No `MBS1` chunk at all.
    #[error("empty file")]
    Empty,
    /// A chunk tag of four zero bytes, which no writer emits.
    #[error("zero chunk tag: the data is corrupt")]
    ZeroTag,
    /// A CFRA or CVER payload too short for its core word.
    #[error("{tag} needs a 4-byte core word, the payload has {len} bytes")]
    ShortCoreWord {
        /// The shader block.
        tag: FourCC,
        /// Bytes in its payload.
        len: usize,
    },
    /// A table's header word cut short.
    #[error("{tag} {field}: the table header needs 4 more bytes, {remain} remain")]
    ShortTableHeader {
        /// The table.
        tag: FourCC,
        /// The header word (`count`, `total_size`).
        field: &'static str,
        /// Bytes left in the table.
        remain: usize,
    },
    /// A table's count larger than the entries it holds.
    #[error(
        "{tag} count {count} is larger than the data: the table holds {found} {entry} entries"
    )]
    CountPastData {
        /// The table.
        tag: FourCC,
        /// The count as declared.
        count: u32,
        /// The entries found.
        found: usize,
        /// The tag of an entry.
        entry: FourCC,
    },
    /// The data ends where a symbol's STRI name chunk must come.
    #[error("expected a STRI name chunk, found the end of the data")]
    MissingName,
    /// Another chunk where a symbol's STRI name chunk must come.
    #[error("expected a STRI name chunk, found {found}")]
    NotAName {
        /// The tag found.
        found: FourCC,
    },
    /// A symbol name that is not UTF-8.
    #[error("symbol name is not UTF-8")]
    NameNotUtf8,
    /// A symbol chunk too short for its fixed record after the name.
    #[error("{tag} record needs {size} bytes after the name, {remain} remain")]
    ShortRecord {
        /// The symbol chunk.
        tag: FourCC,
        /// Bytes of the record.
        size: usize,
        /// Bytes left after the name.
        remain: usize,
    },
    /// Bytes after the last binding of a BATT.
    #[error("{remain} bytes after the {bindings} attribute bindings")]
    BindingsTrailer {
        /// Bytes left over.
        remain: usize,
        /// Bindings the BATT declares.
        bindings: usize,
    },
}

impl FormatRule for MbsRule {
    fn code(&self) -> &'static str {
        match self {
            MbsRule::ShortFile { .. } => "mbs-short-file",
            MbsRule::Empty => "mbs-empty",
            MbsRule::ZeroTag => "mbs-zero-tag",
            MbsRule::ShortCoreWord { .. } => "mbs-short-core-word",
            MbsRule::ShortTableHeader { .. } => "mbs-short-table-header",
            MbsRule::CountPastData { .. } => "mbs-count-past-data",
            MbsRule::MissingName => "mbs-missing-name",
            MbsRule::NotAName { .. } => "mbs-not-a-name",
            MbsRule::NameNotUtf8 => "mbs-name-not-utf8",
            MbsRule::ShortRecord { .. } => "mbs-short-record",
            MbsRule::BindingsTrailer { .. } => "mbs-bindings-trailer",
        }
    }
}
