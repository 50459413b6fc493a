//! The one error type of `gpubin-adreno`: every invalid parameter or
//! non-representable register value is reported here, never truncated.

use gpubin_binfmt::diag::{Position, Resolved, TextRenderer};
use gpubin_binfmt::Severity;
use thiserror::Error;

/// Result alias used across the crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Invalid parameters and values that a register field cannot hold.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// A size, count or dimension that must be positive is zero.
    #[error("{what} must not be zero")]
    Zero {
        /// What is zero.
        what: &'static str,
    },

    /// A parameter outside the range the hardware or the layout supports.
    #[error("{what} = {value} is out of range ({expected})")]
    OutOfRange {
        /// The parameter.
        what: String,
        /// Its value.
        value: u64,
        /// The range it must be in.
        expected: String,
    },

    /// More mip levels than the image size allows.
    #[error(
        "{levels} mip levels requested but a {width}x{height}x{depth} image has at most {max}"
    )]
    TooManyLevels {
        /// Levels requested.
        levels: u32,
        /// Levels the size allows.
        max: u32,
        /// Image width.
        width: u32,
        /// Image height.
        height: u32,
        /// Image depth.
        depth: u32,
    },

    /// A format name that is neither a TFMT5_* nor a known GL name.
    #[error("unknown format `{0}` (use a TFMT5_* name, a GL name such as GL_RG16F, or rg16f)")]
    UnknownFormat(String),

    /// A combination of parameters that has no layout.
    #[error("unsupported combination: {0}")]
    Unsupported(Unsupported),

    /// A register name that the database does not have.
    #[error("unknown register `{0}`")]
    UnknownRegister(String),

    /// A field name that the register does not have.
    #[error("register {register} has no field `{field}`")]
    UnknownField {
        /// The register.
        register: String,
        /// The field name given.
        field: String,
    },

    /// An enum name that the field does not accept.
    #[error("field {register}.{field} has no value named `{name}`")]
    UnknownEnumValue {
        /// The register.
        register: String,
        /// The field.
        field: String,
        /// The name given.
        name: String,
    },

    /// A value that does not fit a register field (too large, or not a
    /// multiple of the unit the field stores).
    #[error("{register}.{field}: {reason}")]
    FieldValue {
        /// The register.
        register: String,
        /// The field.
        field: String,
        /// Why the value does not fit.
        reason: FieldProblem,
    },

    /// A pitch that does not fit its register field.
    #[error("pitch {pitch} bytes overflows {field} (at most {max})")]
    PitchOverflow {
        /// The pitch in bytes.
        pitch: u64,
        /// The register field.
        field: &'static str,
        /// The largest pitch it holds.
        max: u64,
    },

    /// More VSC pipes than the hardware has would be needed.
    #[error("{needed} VSC pipes needed for {bins_x}x{bins_y} bins, the hardware has 16 (pipe width/height is at most 15 bins)")]
    TooManyPipes {
        /// Pipes needed.
        needed: u32,
        /// Bin columns.
        bins_x: u32,
        /// Bin rows.
        bins_y: u32,
    },

    /// The render targets do not fit GMEM even with the smallest bin.
    #[error("render targets need {needed} bytes of GMEM for the smallest bin (64x32), only {gmem} available")]
    GmemTooSmall {
        /// Bytes the smallest bin needs.
        needed: u64,
        /// Bytes of GMEM.
        gmem: u64,
    },

    /// Two stream-out declarations write the same location or the same
    /// buffer dword, or one declaration is impossible.
    #[error("stream-out declaration {index}: {reason}")]
    StreamOut {
        /// Index of the declaration.
        index: usize,
        /// What is wrong with it.
        reason: StreamOutProblem,
    },

    /// A `NAME=VALUE` argument that cannot be read.
    #[error("cannot parse `{text}`: {reason}")]
    Parse {
        /// The argument.
        text: String,
        /// What it should have been.
        reason: ParseReason,
    },

    /// A line of a text input (a register dump) that cannot be read:
    /// `LINE:COLUMN: error: reason`, the line, and a caret under the column (the
    /// caller puts the file name before).
    #[error("{}", render_line(*line, *column, source_line, reason))]
    Line {
        /// Line number (1-based).
        line: usize,
        /// Column (1-based, in characters).
        column: usize,
        /// The line, without its newline.
        source_line: String,
        /// What is wrong there.
        reason: String,
    },

    /// A state the crate's own invariants rule out, reported instead of a
    /// panic: a bug in gpubin, not in the input.
    #[error("internal error: {0}")]
    Internal(&'static str),
}

/// Why a value does not fit a register field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum FieldProblem {
    /// The field stores `value >> shr`, and the value has low bits set.
    #[error("{value:#x} is not a multiple of {unit}")]
    NotMultiple {
        /// The value.
        value: u64,
        /// `1 << shr`.
        unit: u64,
    },
    /// The value is above what the field holds.
    #[error("{value:#x} exceeds the maximum {max:#x}")]
    TooLarge {
        /// The value.
        value: u64,
        /// The largest value the field holds.
        max: u64,
    },
}

/// Why a stream-out declaration is impossible or collides with another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum StreamOutProblem {
    /// The declaration names an output that does not exist.
    #[error("output {output} does not exist ({outputs} outputs)")]
    NoOutput {
        /// The output index given.
        output: usize,
        /// The number of outputs.
        outputs: usize,
    },
    /// The components leave the 4 of a location slot (or are none).
    #[error("components {start}..{end} are outside the 4 of a location slot")]
    Components {
        /// The first component.
        start: u32,
        /// One past the last component.
        end: u64,
    },
    /// A buffer index above 3.
    #[error("buffer {0} (there are 4, 0..=3)")]
    Buffer(u32),
    /// The components reach past the largest destination offset.
    #[error(
        "destination offset {dst_offset} dwords + {count} components reaches byte {last_byte}, above {limit}"
    )]
    Offset {
        /// The destination offset in dwords.
        dst_offset: u32,
        /// The components written.
        count: u32,
        /// The byte offset of the last one.
        last_byte: u64,
        /// The largest byte offset the hardware field holds.
        limit: u32,
    },
    /// A location above the 8-bit OUTLOC fields.
    #[error("location {location} above {limit}")]
    Location {
        /// The highest location the declaration reaches.
        location: u32,
        /// The largest location the fields hold.
        limit: u32,
    },
    /// The streamed components widen an output into another's locations.
    #[error("output {output} at locations {base}..{end} overlaps output {other} at {other_base}..{other_end}")]
    Overlap {
        /// The output streamed.
        output: usize,
        /// Its first location.
        base: u32,
        /// One past its last location as widened.
        end: u32,
        /// The output it runs into.
        other: usize,
        /// That output's first location.
        other_base: u32,
        /// One past its last location.
        other_end: u32,
    },
    /// Another declaration streams the same location.
    #[error("location {location} is already streamed by declaration {other}")]
    LocationTaken {
        /// The location.
        location: u32,
        /// The other declaration's index.
        other: usize,
    },
    /// Another declaration writes the same buffer dword.
    #[error("buffer {buffer} dword {dword} is already written by declaration {other}")]
    DwordTaken {
        /// The buffer index.
        buffer: u32,
        /// The dword in the vertex record.
        dword: u32,
        /// The other declaration's index.
        other: usize,
    },
}

/// What an argument that does not read should have been.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum ParseReason {
    /// A GMEM size.
    #[error("size is a number with an optional K or M suffix")]
    Size,
    /// A texture swizzle.
    #[error("swizzle is four of x y z w (or r g b a) 0 1")]
    Swizzle,
    /// A register assignment without `=`.
    #[error("expected NAME=VALUE")]
    Assignment,
    /// A register value that is not a number of the register's width.
    #[error("value is not a {bits}-bit number")]
    RegisterValue {
        /// The register's width.
        bits: u32,
    },
    /// A depth format name.
    #[error("depth format is z16, z24s8 or z32")]
    DepthFormat,
    /// A depth clear value.
    #[error("clear depth is within 0.0..=1.0")]
    ClearDepth,
    /// The mask of `blend=MASK`.
    #[error("blend mask is a number")]
    BlendMask,
    /// A word of a draw description.
    #[error(
        "unknown draw word (compare function, notest, write, stencil, alpha, blend[=MASK], fragz, discard, noearlyz)"
    )]
    DrawWord,
    /// A blit buffer name.
    #[error("buffer is mrt0..mrt7, zs or s")]
    BlitBuffer,
    /// A tile mode name.
    #[error("tile mode is linear, TILE5_2 or TILE5_3")]
    TileMode,
    /// A texture type name.
    #[error("texture type is 1d, 2d, cube or 3d")]
    TextureType,
    /// The location of `LOC[:MASK]`.
    #[error("location is a number or -")]
    OutputLocation,
    /// The mask of `LOC[:MASK]`.
    #[error("mask is a number")]
    OutputMask,
    /// A vertex output with more than `LOC:MASK`.
    #[error("expected LOC[:MASK]")]
    Output,
    /// A stream-out declaration field that is not a number.
    #[error("expected OUTPUT:BUFFER:DST_OFFSET[:START:COUNT] numbers")]
    StreamOutNumbers,
    /// A stream-out declaration with neither 3 nor 5 fields.
    #[error("expected OUTPUT:BUFFER:DST_OFFSET[:START:COUNT]")]
    StreamOut,
}

/// A combination of parameters the crate has no layout or plan for.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Unsupported {
    /// UBWC of a format whose bytes per pixel have no flag-block size.
    #[error("UBWC needs 2, 4, 8 or 16 bytes per pixel, not {0}")]
    UbwcCpp(u32),
    /// A restore through a buffer other than MRT0 or ZS.
    #[error("restores go through BLIT_MRT0 or BLIT_ZS, not {0}")]
    RestoreBuffer(String),
    /// A multisampled image that is 3D, mipmapped or block-compressed.
    #[error("multisampled images are 1D/2D/array, uncompressed and have one level")]
    MultisampledShape,
    /// A cube map with non-square faces.
    #[error("cube faces must be square, not {width}x{height}")]
    CubeNotSquare {
        /// Face width.
        width: u32,
        /// Face height.
        height: u32,
    },
    /// A tiled, multisampled or UBWC image of 12-byte texels.
    #[error(
        "{format} has {block_bytes}-byte texels: an image of them is linear and single-sampled \
         (Mesa's a5xx driver samples such formats only from buffers; no tiled or \
         multisampled layout of them is known)"
    )]
    Rgb32Layout {
        /// The format's hardware name.
        format: &'static str,
        /// Its bytes per texel.
        block_bytes: u32,
    },
    /// UBWC of a linear image.
    #[error("UBWC needs a tiled image (TILE5_3 or TILE5_2)")]
    UbwcLinear,
    /// UBWC of a 3D image.
    #[error("UBWC layout of 3D images is not known for a5xx")]
    Ubwc3d,
    /// UBWC of a block-compressed format.
    #[error("UBWC does not apply to block-compressed formats")]
    UbwcCompressed,
}

/// A message about line `line` of a text the crate has no name for, as gpubin's
/// text renderer gives it: `LINE:COLUMN: error: reason`, the line and a caret.
pub(crate) fn line_position<'a>(
    line: usize,
    column: usize,
    source_line: &'a str,
    reason: &'a str,
) -> Resolved<'a> {
    Resolved {
        position: Some(Position {
            file: "",
            line,
            column,
            source_line,
            width: 1,
            range: None,
        }),
        ..Resolved::message(Severity::Error, reason)
    }
}

/// `r` with its position in file `file`.
pub(crate) fn in_file<'a>(file: &'a str, mut r: Resolved<'a>) -> Resolved<'a> {
    if let Some(p) = r.position.as_mut() {
        p.file = file;
    }
    r
}

/// [`line_position`] as text.
pub(crate) fn render_line(line: usize, column: usize, source_line: &str, reason: &str) -> String {
    TextRenderer::default().render(&line_position(line, column, source_line, reason))
}

impl Error {
    /// An [`Error::Line`] as gpubin's renderers take it, in file `file` (other
    /// errors have no place: `None`).
    pub fn located<'a>(&'a self, file: &'a str) -> Option<Resolved<'a>> {
        match self {
            Error::Line {
                line,
                column,
                source_line,
                reason,
            } => Some(in_file(
                file,
                line_position(*line, *column, source_line, reason),
            )),
            _ => None,
        }
    }

    pub(crate) fn range(what: impl Into<String>, value: u64, expected: impl Into<String>) -> Self {
        Error::OutOfRange {
            what: what.into(),
            value,
            expected: expected.into(),
        }
    }
}
