use std::fmt;
use std::sync::Arc;

use crate::{FourCC, Path};

/// A result whose error is a located [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// What went wrong, without the where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ErrorKind {
    /// A read past the end of the region.
    #[error("unexpected end of data: need {needed} bytes, {available} remain")]
    Truncated {
        /// Bytes the read needs.
        needed: usize,
        /// Bytes left in the region.
        available: usize,
    },
    /// A declared size larger than what remains.
    #[error("{what} {declared} (0x{declared:x}) exceeds the {available} bytes that remain")]
    SizeOutOfBounds {
        /// What declares the size (`chunk size`).
        what: &'static str,
        /// The size as declared.
        declared: u64,
        /// Bytes left in the region.
        available: usize,
    },
    /// A declared count of entries that cannot fit in what remains.
    #[error(
        "{what}: {count} entries of {entry_size} bytes exceed the {available} bytes that remain"
    )]
    CountOutOfBounds {
        /// What declares the count.
        what: &'static str,
        /// The count as declared.
        count: u64,
        /// Bytes of one entry.
        entry_size: usize,
        /// Bytes left in the region.
        available: usize,
    },
    /// A string without its terminating NUL before the end of the region.
    #[error("string is not NUL-terminated")]
    Unterminated,
    /// A padding byte of the wrong value.
    #[error("padding byte is 0x{found:02x}, expected 0x{expected:02x}")]
    BadPadding {
        /// The value padding must have.
        expected: u8,
        /// The value found.
        found: u8,
    },
    /// An offset that breaks an alignment rule.
    #[error("offset is not aligned to {align} bytes")]
    Misaligned {
        /// The alignment required, in bytes.
        align: usize,
    },
    /// A four-character code other than the one required.
    #[error("bad magic {found}, expected {expected}")]
    BadMagic {
        /// The code required.
        expected: FourCC,
        /// The code found.
        found: FourCC,
    },
    /// A seek outside the region.
    #[error("seek to {target} is outside the {len} bytes of this region")]
    SeekOutOfBounds {
        /// The position asked for.
        target: usize,
        /// Length of the region.
        len: usize,
    },
    /// Bytes left over after the last thing a region holds.
    #[error("{remain} unexpected trailing bytes")]
    TrailingBytes {
        /// Bytes left unread.
        remain: usize,
    },
    /// Fewer bytes than a chunk header where one starts.
    #[error("truncated chunk header: {remain} bytes remain, a header needs {needed}")]
    TruncatedChunkHeader {
        /// Bytes left in the region.
        remain: usize,
        /// Bytes of a chunk header.
        needed: usize,
    },
    /// Chunks inside chunks deeper than a tree walk follows.
    #[error("chunks nested deeper than {limit} levels")]
    NestedTooDeep {
        /// The deepest nesting followed.
        limit: usize,
    },
    /// A rule of one format (MBS1, SHBIN, an instruction set), typed by the crate
    /// that knows the format.
    #[error("{0}")]
    Rule(Rule),
}

impl ErrorKind {
    /// A stable name of the kind for machine-readable output (the `code` of a JSON
    /// diagnostic): `binfmt-truncated`, or the rule's own code for [`ErrorKind::Rule`].
    pub fn code(&self) -> &'static str {
        match self {
            ErrorKind::Truncated { .. } => "binfmt-truncated",
            ErrorKind::SizeOutOfBounds { .. } => "binfmt-size-out-of-bounds",
            ErrorKind::CountOutOfBounds { .. } => "binfmt-count-out-of-bounds",
            ErrorKind::Unterminated => "binfmt-unterminated",
            ErrorKind::BadPadding { .. } => "binfmt-bad-padding",
            ErrorKind::Misaligned { .. } => "binfmt-misaligned",
            ErrorKind::BadMagic { .. } => "binfmt-bad-magic",
            ErrorKind::SeekOutOfBounds { .. } => "binfmt-seek-out-of-bounds",
            ErrorKind::TrailingBytes { .. } => "binfmt-trailing-bytes",
            ErrorKind::TruncatedChunkHeader { .. } => "binfmt-truncated-chunk-header",
            ErrorKind::NestedTooDeep { .. } => "binfmt-nested-too-deep",
            ErrorKind::Rule(rule) => rule.code(),
        }
    }
}

/// A rule of one format, as the crate that knows the format types it: an enum with
/// one variant per rule, the figures of a failure as its fields, and the message as
/// its `Display` (a `thiserror` enum).
///
/// binfmt knows no format, so [`ErrorKind`] holds such a rule as a [`Rule`].
pub trait FormatRule: std::error::Error + Send + Sync + 'static {
    /// A stable name of the rule for machine-readable output, prefixed by the
    /// format: `mbs-short-record`, `shbin-overlap`.
    fn code(&self) -> &'static str;
}

/// A [`FormatRule`] that failed, held by [`ErrorKind::Rule`].
///
/// The rule is shared (cloning an error does not copy it), and compares by its code
/// and message. [`Rule::downcast_ref`] gives the typed rule back:
///
/// ```
/// use gpubin_binfmt::{Error, ErrorKind, FormatRule, Path};
///
/// #[derive(Debug, PartialEq, thiserror::Error)]
/// enum DemoRule {
///     #[error("{count} entries, at most {limit}")]
///     TooMany { count: usize, limit: usize },
/// }
///
/// impl FormatRule for DemoRule {
///     fn code(&self) -> &'static str {
///         "demo-too-many"
///     }
/// }
///
/// let e = Error::rule(8, Path::root(), DemoRule::TooMany { count: 9, limit: 4 });
/// assert_eq!(e.to_string(), "at 0x8: 9 entries, at most 4");
/// let ErrorKind::Rule(rule) = e.kind() else { panic!("a rule") };
/// assert_eq!(rule.code(), "demo-too-many");
/// assert_eq!(rule.downcast_ref(), Some(&DemoRule::TooMany { count: 9, limit: 4 }));
/// ```
///
/// An `Arc<dyn FormatRule>` rather than a type parameter of [`Error`]: every crate's
/// binary errors stay one type that passes through binfmt's readers, chunk walks and
/// the diagnostics layer unchanged, and [`Error`] stays one boxed pointer on the
/// reader's hot path. The rule is kept as a `dyn Error` next to its code (taken once,
/// when the rule is made) so that it can be downcast without trait upcasting, which
/// the crate's minimum Rust version predates.
#[derive(Clone)]
pub struct Rule {
    code: &'static str,
    rule: Arc<dyn std::error::Error + Send + Sync + 'static>,
}

impl Rule {
    /// Holds a format's rule.
    pub fn new(rule: impl FormatRule) -> Self {
        Rule {
            code: rule.code(),
            rule: Arc::new(rule),
        }
    }

    /// The rule's stable name ([`FormatRule::code`]).
    pub fn code(&self) -> &'static str {
        self.code
    }

    /// The typed rule, when it is an `R`.
    pub fn downcast_ref<R: FormatRule>(&self) -> Option<&R> {
        self.rule.downcast_ref()
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.rule, f)
    }
}

impl fmt::Debug for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.rule, f)
    }
}

impl PartialEq for Rule {
    fn eq(&self, other: &Rule) -> bool {
        self.code == other.code && self.rule.to_string() == other.rule.to_string()
    }
}

impl Eq for Rule {}

#[derive(Clone, PartialEq, Eq)]
struct Inner {
    offset: usize,
    path: Path,
    kind: ErrorKind,
}

/// A located failure: byte offset, context path and what went wrong.
///
/// Displays as `MBS1/CFRA/SUNI/VUNI[3]/STRI at 0x5c: string is not NUL-terminated`.
/// Boxed so that `Result<u32>` stays two words wide on the reader's hot path.
/// Two errors are equal when offset, path and kind are.
#[derive(Clone, PartialEq, Eq)]
pub struct Error(Box<Inner>);

impl Error {
    /// An error at absolute byte `offset` of the part `path` names.
    pub fn new(offset: usize, path: Path, kind: ErrorKind) -> Self {
        Error(Box::new(Inner { offset, path, kind }))
    }

    /// An [`ErrorKind::Rule`] error: `rule` of a format broken at `offset` of `path`.
    pub fn rule(offset: usize, path: Path, rule: impl FormatRule) -> Self {
        Error::new(offset, path, ErrorKind::Rule(Rule::new(rule)))
    }

    /// Absolute byte offset in the file.
    pub fn offset(&self) -> usize {
        self.0.offset
    }

    /// The context path of the part that failed.
    pub fn path(&self) -> &Path {
        &self.0.path
    }

    /// What went wrong.
    pub fn kind(&self) -> &ErrorKind {
        &self.0.kind
    }

    /// This error with `parent` put in front of its path: an error found by a walk
    /// over a chunk's payload, told where that chunk is.
    pub fn within(mut self, parent: &Path) -> Self {
        if !parent.is_empty() {
            let mut path = parent.clone();
            for s in self.0.path.segments() {
                path.push(s.clone());
            }
            self.0.path = path;
        }
        self
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.path.is_empty() {
            write!(f, "at 0x{:x}: {}", self.0.offset, self.0.kind)
        } else {
            write!(
                f,
                "{} at 0x{:x}: {}",
                self.0.path, self.0.offset, self.0.kind
            )
        }
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Error({self})")
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.0.kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_with_and_without_path() {
        let path = Path::root()
            .chunk(FourCC::new(b"MBS1"))
            .chunk(FourCC::new(b"CFRA"))
            .chunk(FourCC::new(b"SUNI"))
            .chunk(FourCC::new(b"VUNI"))
            .index(3)
            .chunk(FourCC::new(b"STRI"));
        let e = Error::new(0x5c, path, ErrorKind::Unterminated);
        assert_eq!(
            e.to_string(),
            "MBS1/CFRA/SUNI/VUNI[3]/STRI at 0x5c: string is not NUL-terminated"
        );
        let e = Error::new(
            4,
            Path::root(),
            ErrorKind::Truncated {
                needed: 4,
                available: 1,
            },
        );
        assert_eq!(
            e.to_string(),
            "at 0x4: unexpected end of data: need 4 bytes, 1 remain"
        );
        assert_eq!(
            std::mem::size_of::<Result<u32>>(),
            2 * std::mem::size_of::<usize>()
        );
    }

    #[derive(Debug, thiserror::Error)]
    enum TestRule {
        #[error("{found} entries, at most {limit}")]
        TooMany { found: usize, limit: usize },
        #[error("no entries")]
        Empty,
    }

    impl FormatRule for TestRule {
        fn code(&self) -> &'static str {
            match self {
                TestRule::TooMany { .. } => "test-too-many",
                TestRule::Empty => "test-empty",
            }
        }
    }

    #[test]
    fn rules_keep_their_type_code_and_message() {
        let e = Error::rule(
            2,
            Path::root().name("table"),
            TestRule::TooMany { found: 5, limit: 4 },
        );
        assert_eq!(e.to_string(), "table at 0x2: 5 entries, at most 4");
        assert_eq!(e.kind().code(), "test-too-many");
        let ErrorKind::Rule(rule) = e.kind() else {
            panic!("{e:?}")
        };
        assert!(matches!(
            rule.downcast_ref(),
            Some(TestRule::TooMany { found: 5, limit: 4 })
        ));
        assert_eq!(e.clone(), e);
        let other = Error::rule(2, Path::root().name("table"), TestRule::Empty);
        assert_ne!(other, e);
        assert_eq!(
            format!("{:?}", other.kind()),
            "Rule(Empty)",
            "the rule's own Debug"
        );
    }

    #[test]
    fn kinds_of_binfmt_have_codes() {
        assert_eq!(ErrorKind::Unterminated.code(), "binfmt-unterminated");
        let kind = ErrorKind::TrailingBytes { remain: 3 };
        assert_eq!(kind.to_string(), "3 unexpected trailing bytes");
        assert_eq!(kind.code(), "binfmt-trailing-bytes");
    }
}
