//! The rules of SHBIN framing that the reader and the writer enforce, typed: each a
//! variant with the figures of the failure, carried by
//! [`gpubin_binfmt::ErrorKind::Rule`].

use gpubin_binfmt::{FormatRule, Path};

/// A rule of the SHBIN container that a file (when parsed) or a model's explicit
/// layout (when written) breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShbinRule {
    /// A file whose size does not fit the format's 32-bit offsets.
    #[error("file larger than 4 GiB")]
    FileTooLarge,
    /// A part whose declared range ends past the end of the file.
    #[error("{part} at 0x{start:x} ({len} bytes) ends at 0x{end:x}, past the end of the file (0x{file_len:x} bytes)")]
    PastEnd {
        /// What the part is (`DVLE header`, `uniform table`).
        part: &'static str,
        /// Its first byte.
        start: u64,
        /// Its length in bytes.
        len: u64,
        /// The byte after it.
        end: u64,
        /// Bytes in the file.
        file_len: usize,
    },
    /// Two DVLE headers that share bytes.
    #[error("DVLE header at 0x{at:x} overlaps the DVLE[{other}] header at 0x{other_at:x}")]
    DvleHeaderOverlap {
        /// Offset of this header.
        at: u32,
        /// Index of the DVLE whose header it overlaps.
        other: usize,
        /// Offset of that header.
        other_at: u32,
    },
    /// A part that shares bytes with another.
    #[error("{part} at 0x{start:x}..0x{end:x} overlaps {other} ({other_path}) at 0x{other_start:x}..0x{other_end:x}")]
    Overlap {
        /// What the part is.
        part: &'static str,
        /// Its first byte.
        start: u64,
        /// The byte after it.
        end: u64,
        /// What the other part is.
        other: &'static str,
        /// Where the other part is in the model (`DVLE[0]/uniforms`).
        other_path: Path,
        /// The other part's first byte.
        other_start: u64,
        /// The byte after it.
        other_end: u64,
    },
    /// An explicit layout whose DVLE lists disagree with the model's DVLEs.
    #[error(
        "the layout describes {offsets} DVLE offsets and {layouts} DVLE layouts for {dvles} DVLEs"
    )]
    LayoutDvleCounts {
        /// Offsets in the layout.
        offsets: usize,
        /// DVLE layouts in the layout.
        layouts: usize,
        /// DVLEs in the model.
        dvles: usize,
    },
    /// A table entry without a name offset in a model with an explicit layout.
    #[error("an explicit layout needs a name_offset for every entry (or remove the layout)")]
    MissingNameOffset,
    /// An explicit layout's file size larger than its parts and filler.
    #[error("file size 0x{size:x} exceeds the 0x{content:x} bytes of parts and filler")]
    SizeBeyondContent {
        /// The layout's file size.
        size: u64,
        /// Bytes of its parts and filler.
        content: u64,
    },
    /// A part or filler of an explicit layout outside its file size.
    #[error("{part} (0x{start:x}..0x{end:x}) lies outside the file size 0x{size:x}")]
    OutsideFile {
        /// What the part is (or `filler`).
        part: &'static str,
        /// Its first byte.
        start: u64,
        /// The byte after it.
        end: u64,
        /// The layout's file size.
        size: u64,
    },
    /// A part or filler of an explicit layout that starts before the previous ends.
    #[error(
        "{part} (0x{start:x}..0x{end:x}) overlaps what comes before it (up to 0x{previous_end:x})"
    )]
    OverlapsPrevious {
        /// What the part is (or `filler`).
        part: &'static str,
        /// Its first byte.
        start: u64,
        /// The byte after it.
        end: u64,
        /// The byte after what comes before it.
        previous_end: u64,
    },
}

impl FormatRule for ShbinRule {
    fn code(&self) -> &'static str {
        match self {
            ShbinRule::FileTooLarge => "shbin-file-too-large",
            ShbinRule::PastEnd { .. } => "shbin-past-end",
            ShbinRule::DvleHeaderOverlap { .. } => "shbin-dvle-header-overlap",
            ShbinRule::Overlap { .. } => "shbin-overlap",
            ShbinRule::LayoutDvleCounts { .. } => "shbin-layout-dvle-counts",
            ShbinRule::MissingNameOffset => "shbin-missing-name-offset",
            ShbinRule::SizeBeyondContent { .. } => "shbin-size-beyond-content",
            ShbinRule::OutsideFile { .. } => "shbin-outside-file",
            ShbinRule::OverlapsPrevious { .. } => "shbin-overlaps-previous",
        }
    }
}
