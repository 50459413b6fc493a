use std::fmt;

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
    /// Any other rule of a format, in words.
    #[error("{0}")]
    Invalid(String),
}

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

    /// An [`ErrorKind::Invalid`] error with a free-form message.
    pub fn invalid(offset: usize, path: Path, message: impl Into<String>) -> Self {
        Error::new(offset, path, ErrorKind::Invalid(message.into()))
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
}
