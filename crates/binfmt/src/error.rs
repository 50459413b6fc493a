use std::fmt;

use crate::{FourCC, Path};

pub type Result<T, E = Error> = std::result::Result<T, E>;

/// What went wrong, without the where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ErrorKind {
    #[error("unexpected end of data: need {needed} bytes, {available} remain")]
    Truncated { needed: usize, available: usize },
    #[error("{what} {declared} (0x{declared:x}) exceeds the {available} bytes that remain")]
    SizeOutOfBounds {
        what: &'static str,
        declared: u64,
        available: usize,
    },
    #[error(
        "{what}: {count} entries of {entry_size} bytes exceed the {available} bytes that remain"
    )]
    CountOutOfBounds {
        what: &'static str,
        count: u64,
        entry_size: usize,
        available: usize,
    },
    #[error("string is not NUL-terminated")]
    Unterminated,
    #[error("padding byte is 0x{found:02x}, expected 0x{expected:02x}")]
    BadPadding { expected: u8, found: u8 },
    #[error("offset is not aligned to {align} bytes")]
    Misaligned { align: usize },
    #[error("bad magic {found}, expected {expected}")]
    BadMagic { expected: FourCC, found: FourCC },
    #[error("seek to {target} is outside the {len} bytes of this region")]
    SeekOutOfBounds { target: usize, len: usize },
    #[error("{0}")]
    Invalid(String),
}

#[derive(Clone)]
struct Inner {
    offset: usize,
    path: Path,
    kind: ErrorKind,
}

/// A located failure: byte offset, context path and what went wrong.
///
/// Displays as `MBS1/CFRA/SUNI/VUNI[3]/STRI at 0x5c: string is not NUL-terminated`.
/// Boxed so that `Result<u32>` stays two words wide on the reader's hot path.
#[derive(Clone)]
pub struct Error(Box<Inner>);

impl Error {
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

    pub fn path(&self) -> &Path {
        &self.0.path
    }

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
