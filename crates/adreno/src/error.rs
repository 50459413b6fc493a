//! The one error type of `gpubin-adreno`: every invalid parameter or
//! non-representable register value is reported here, never truncated.

use std::fmt;

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
        what: Parameter,
        /// Its value.
        value: u64,
        /// The range it must be in.
        expected: Expected,
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
        reason: LineProblem,
    },

    /// A state the crate's own invariants rule out, reported instead of a
    /// panic: a bug in gpubin, not in the input.
    #[error("internal error: {0}")]
    Internal(&'static str),
}

/// What is wrong on a line of a text input: a register dump line
/// ([`Error::Line`]) or a hex dump line ([`crate::a5xx::pm4::Pm4Error::Text`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LineProblem {
    /// A dump line that is neither `OFFSET VALUE` nor `NAME=VALUE`.
    #[error("expected OFFSET VALUE or NAME=VALUE")]
    Syntax,
    /// A register named without a value.
    #[error("register without a value")]
    NoValue,
    /// A value that does not read as what it should be.
    #[error("{0}")]
    Parse(ParseReason),
    /// A register, field or value the register database rejects.
    #[error("{0}")]
    Value(Box<Error>),
    /// A token of a hex dump that is not a 32-bit word in hexadecimal.
    #[error("expected a 32-bit word in hexadecimal (1 to 8 digits, `0x` optional), not `{token}`")]
    NotHexWord {
        /// The token as written.
        token: String,
    },
    /// A line whose bytes are not UTF-8.
    #[error("not UTF-8 text")]
    NotUtf8,
}

/// A parameter that [`Error::OutOfRange`] names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Parameter {
    /// A parameter named by a fixed phrase: `samples`, `base level`,
    /// `RB_BLIT_CNTL.BUF`.
    Named(&'static str),
    /// The bytes per pixel of render target `MRT{0}`.
    MrtBytesPerPixel(usize),
    /// The bytes per pixel of a named buffer (`depth`, `stencil`).
    BytesPerPixel(&'static str),
    /// The index into the array register of this name.
    RegisterIndex(&'static str),
    /// The component mask of vertex output `{0}`.
    OutputMask(usize),
    /// The location of vertex output `{0}`.
    OutputLocation(usize),
}

impl From<&'static str> for Parameter {
    fn from(name: &'static str) -> Self {
        Parameter::Named(name)
    }
}

impl fmt::Display for Parameter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Parameter::Named(name) => f.write_str(name),
            Parameter::MrtBytesPerPixel(i) => write!(f, "MRT{i} bytes per pixel"),
            Parameter::BytesPerPixel(name) => write!(f, "{name} bytes per pixel"),
            Parameter::RegisterIndex(name) => write!(f, "{name} index"),
            Parameter::OutputMask(i) => write!(f, "output {i} mask"),
            Parameter::OutputLocation(i) => write!(f, "output {i} location"),
        }
    }
}

/// The values an [`Error::OutOfRange`] parameter may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// `lo..=hi`.
    Range {
        /// The smallest value.
        lo: u64,
        /// The largest value.
        hi: u64,
    },
    /// `lo..=hi` in hexadecimal (`0x1..=0xf`; zero is written `0`).
    HexRange {
        /// The smallest value.
        lo: u64,
        /// The largest value.
        hi: u64,
    },
    /// `0..n`: an index below `n`.
    Below(u64),
    /// `at most n`.
    AtMost(u64),
    /// `at least n`.
    AtLeast(u64),
    /// Exactly `n`.
    Exactly(u64),
    /// One of the values: `1, 2 or 4`.
    OneOf(&'static [u64]),
    /// `a multiple of n`.
    MultipleOf(u64),
    /// `a power of two up to n`.
    PowerOfTwoUpTo(u64),
    /// `below 2^n`.
    BelowPowerOfTwo(u32),
    /// `n bits`: a value that fits in so many bits.
    Bits(u32),
    /// `n render targets`: a mask with one bit per render target.
    RenderTargets(u32),
    /// `1 unless 3D`: the depth of an image that is not 3D.
    OneUnless3d,
    /// `1 (depth), 2 (stencil) or 3 (both)`: the clear mask of BLIT_ZS.
    ZsClearMask,
    /// `at most W wide and H high`.
    Size {
        /// The largest width.
        width: u32,
        /// The largest height.
        height: u32,
    },
    /// A multiple of 32, as TEX_CONST_4.BASE_LO stores address bits 31-5.
    BaseAlignment,
    /// `0..=max for every component`: each location a streamed output reaches.
    EveryComponent {
        /// The largest location.
        max: u64,
    },
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        /// Zero as `0`, any other number as `0x..`.
        fn hex(n: u64) -> String {
            if n == 0 {
                "0".to_string()
            } else {
                format!("{n:#x}")
            }
        }
        match *self {
            Expected::Range { lo, hi } => write!(f, "{lo}..={hi}"),
            Expected::HexRange { lo, hi } => write!(f, "{}..={}", hex(lo), hex(hi)),
            Expected::Below(n) => write!(f, "0..{n}"),
            Expected::AtMost(n) => write!(f, "at most {n}"),
            Expected::AtLeast(n) => write!(f, "at least {n}"),
            Expected::Exactly(n) => write!(f, "{n}"),
            Expected::OneOf(values) => {
                for (i, v) in values.iter().enumerate() {
                    if i + 1 == values.len() && i > 0 {
                        f.write_str(" or ")?;
                    } else if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{v}")?;
                }
                Ok(())
            }
            Expected::MultipleOf(n) => write!(f, "a multiple of {n}"),
            Expected::PowerOfTwoUpTo(n) => write!(f, "a power of two up to {n}"),
            Expected::BelowPowerOfTwo(n) => write!(f, "below 2^{n}"),
            Expected::Bits(n) => write!(f, "{n} bits"),
            Expected::RenderTargets(n) => write!(f, "{n} render targets"),
            Expected::OneUnless3d => f.write_str("1 unless 3D"),
            Expected::ZsClearMask => f.write_str("1 (depth), 2 (stencil) or 3 (both)"),
            Expected::Size { width, height } => {
                write!(f, "at most {width} wide and {height} high")
            }
            Expected::BaseAlignment => {
                f.write_str("a multiple of 32 (TEX_CONST_4.BASE_LO stores address bits 31-5)")
            }
            Expected::EveryComponent { max } => write!(f, "0..={max} for every component"),
        }
    }
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
    reason: &LineProblem,
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
        ..Resolved::message(Severity::Error, reason.to_string())
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
pub(crate) fn render_line(
    line: usize,
    column: usize,
    source_line: &str,
    reason: &LineProblem,
) -> String {
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

    pub(crate) fn range(what: impl Into<Parameter>, value: u64, expected: Expected) -> Self {
        Error::OutOfRange {
            what: what.into(),
            value,
            expected,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each parameter and each expected range reads as the text the messages gave
    /// when they were strings.
    #[test]
    fn out_of_range_texts() {
        let params = [
            (Parameter::Named("samples"), "samples"),
            (Parameter::MrtBytesPerPixel(3), "MRT3 bytes per pixel"),
            (
                Parameter::BytesPerPixel("stencil"),
                "stencil bytes per pixel",
            ),
            (
                Parameter::RegisterIndex("RB_MRT_BUF_INFO[]"),
                "RB_MRT_BUF_INFO[] index",
            ),
            (Parameter::OutputMask(2), "output 2 mask"),
            (Parameter::OutputLocation(0), "output 0 location"),
        ];
        for (p, text) in params {
            assert_eq!(p.to_string(), text);
        }
        let expected = [
            (Expected::Range { lo: 1, hi: 16384 }, "1..=16384"),
            (Expected::HexRange { lo: 0, hi: 0xf }, "0..=0xf"),
            (Expected::HexRange { lo: 1, hi: 0xf }, "0x1..=0xf"),
            (Expected::Below(14), "0..14"),
            (Expected::AtMost(16384), "at most 16384"),
            (Expected::AtLeast(6), "at least 6"),
            (Expected::Exactly(1), "1"),
            (Expected::OneOf(&[1, 2, 4]), "1, 2 or 4"),
            (Expected::OneOf(&[1, 2]), "1 or 2"),
            (Expected::OneOf(&[7]), "7"),
            (Expected::MultipleOf(6), "a multiple of 6"),
            (Expected::PowerOfTwoUpTo(64), "a power of two up to 64"),
            (Expected::BelowPowerOfTwo(49), "below 2^49"),
            (Expected::Bits(32), "32 bits"),
            (Expected::RenderTargets(8), "8 render targets"),
            (Expected::OneUnless3d, "1 unless 3D"),
            (Expected::ZsClearMask, "1 (depth), 2 (stencil) or 3 (both)"),
            (
                Expected::Size {
                    width: 1024,
                    height: 8160,
                },
                "at most 1024 wide and 8160 high",
            ),
            (
                Expected::BaseAlignment,
                "a multiple of 32 (TEX_CONST_4.BASE_LO stores address bits 31-5)",
            ),
            (
                Expected::EveryComponent { max: 255 },
                "0..=255 for every component",
            ),
        ];
        for (e, text) in expected {
            assert_eq!(e.to_string(), text);
        }
        assert_eq!(
            Error::range(
                Parameter::OutputLocation(1),
                300,
                Expected::Range { lo: 0, hi: 255 }
            )
            .to_string(),
            "output 1 location = 300 is out of range (0..=255)"
        );
    }
}
