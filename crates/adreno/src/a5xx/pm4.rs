//! PM4 command streams as the a5xx CP reads them: type-4 packets (consecutive
//! register writes, each decoded by the register database) and type-7 packets
//! (an opcode and its payload), from a binary stream of little-endian dwords or
//! from a hex dump, one packet at a time.
//!
//! Header layout (freedreno's `adreno_pm4.xml`, `CP_TYPE4_PKT` = 0x40000000,
//! `CP_TYPE7_PKT` = 0x70000000, and Mesa's `freedreno_pm4.h` packet macros):
//!
//! | packet | bits 31-28 | 27 | 26-8 | 7 | 6-0 |
//! |---|---|---|---|---|---|
//! | type 4 | 4 | parity of the offset | register offset | parity of the count | count |
//!
//! | packet | bits 31-28 | 27-24 | 23 | 22-16 | 15 | 14 | 13-0 |
//! |---|---|---|---|---|---|---|---|
//! | type 7 | 7 | 0 | parity of the opcode | opcode | parity of the count | - | count |
//!
//! A parity bit is odd parity: set when its field has an even number of set
//! bits, so field and bit together hold an odd number. The count is the number
//! of dwords after the header.
//!
//! ```
//! use gpubin_adreno::a5xx::pm4::{Input, Packet, PacketReader};
//!
//! // GRAS_LRZ_CNTL (0xe100) = 3, then CP_EVENT_WRITE (0x46) with one dword.
//! let hex = "48e10001 00000003\n70460001 0000001e\n";
//! let mut packets = PacketReader::new(hex.as_bytes(), Input::Hex);
//! let Packet::Type4 { writes, .. } = packets.next().unwrap()? else { panic!() };
//! assert_eq!(writes[0].register.as_ref().unwrap().name, "GRAS_LRZ_CNTL");
//! let Packet::Type7 { name, payload, .. } = packets.next().unwrap()? else { panic!() };
//! assert_eq!((name, payload), (Some("CP_EVENT_WRITE"), vec![0x1e]));
//! assert!(packets.next().is_none());
//! # Ok::<(), gpubin_adreno::a5xx::pm4::Pm4Error>(())
//! ```

use std::fmt::{self, Display, Formatter};
use std::io::{self, BufRead};

use serde::Serialize;

use super::regs::{lookup_offset, DecodedRegister};
use super::regs_db::PM4_OPCODES_A5XX;
use crate::LineProblem;

/// Packet type in bits 31-28 of a type-4 header.
pub const TYPE4: u32 = 4;
/// Packet type in bits 31-28 of a type-7 header.
pub const TYPE7: u32 = 7;

/// The odd-parity bit of `value`: 1 when `value` has an even number of set
/// bits.
pub const fn odd_parity_bit(value: u32) -> u32 {
    (value.count_ones() + 1) & 1
}

/// A packet header, its fields checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Header {
    /// Writes `count` registers from dword offset `offset` on.
    Type4 {
        /// First register dword offset.
        offset: u32,
        /// Registers written.
        count: u32,
    },
    /// Runs `opcode` with `count` payload dwords.
    Type7 {
        /// The opcode.
        opcode: u32,
        /// Payload dwords.
        count: u32,
    },
}

/// A bit range `high..=low` of a header.
const fn bits(word: u32, high: u32, low: u32) -> u32 {
    (word >> low) & (u32::MAX >> (31 - (high - low)))
}

/// Why a dword is not a valid packet header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeaderError {
    /// A field's parity bit does not give the field odd parity.
    Parity {
        /// The header dword.
        word: u32,
        /// The parity bit's position.
        bit: u32,
        /// The field it covers (`register offset`, `count`, `opcode`).
        field: &'static str,
        /// The field's value.
        value: u32,
        /// The bit odd parity needs.
        expected: u32,
    },
    /// Bits 27-24 of a type-7 header, which are 0, are not.
    Type7Reserved {
        /// The header dword.
        word: u32,
        /// Bits 27-24.
        bits: u32,
    },
    /// Bits 31-28 are neither type 4 nor type 7.
    NotAHeader {
        /// The dword.
        word: u32,
        /// Bits 31-28.
        packet_type: u32,
    },
}

impl std::fmt::Display for HeaderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            HeaderError::Parity {
                word,
                bit,
                field,
                value,
                expected,
            } => write!(
                f,
                "header {word:#010x}: parity bit {bit} of the {field} ({value:#x}) is {}, \
                 expected {expected} (odd parity)",
                expected ^ 1
            ),
            HeaderError::Type7Reserved { word, bits } => write!(
                f,
                "header {word:#010x}: bits 27-24 of a type-7 header are 0, not {bits:#x}"
            ),
            HeaderError::NotAHeader { word, packet_type } => write!(
                f,
                "{word:#010x} is not a packet header: type {packet_type} in bits 31-28, \
                 a5xx streams hold type-4 (register writes) and type-7 (opcode) packets"
            ),
        }
    }
}

impl std::error::Error for HeaderError {}

impl Header {
    /// Reads a header dword: its type, its fields and their parity bits.
    pub fn parse(word: u32) -> Result<Header, HeaderError> {
        let parity = |field: &'static str, value: u32, bit: u32| -> Result<(), HeaderError> {
            let expected = odd_parity_bit(value);
            if bits(word, bit, bit) == expected {
                Ok(())
            } else {
                Err(HeaderError::Parity {
                    word,
                    bit,
                    field,
                    value,
                    expected,
                })
            }
        };
        match word >> 28 {
            TYPE4 => {
                let (offset, count) = (bits(word, 26, 8), bits(word, 6, 0));
                parity("register offset", offset, 27)?;
                parity("count", count, 7)?;
                Ok(Header::Type4 { offset, count })
            }
            TYPE7 => {
                if bits(word, 27, 24) != 0 {
                    return Err(HeaderError::Type7Reserved {
                        word,
                        bits: bits(word, 27, 24),
                    });
                }
                let (opcode, count) = (bits(word, 22, 16), bits(word, 13, 0));
                parity("opcode", opcode, 23)?;
                parity("count", count, 15)?;
                Ok(Header::Type7 { opcode, count })
            }
            packet_type => Err(HeaderError::NotAHeader { word, packet_type }),
        }
    }

    /// The header dword of this packet (parity bits computed).
    pub const fn encode(self) -> u32 {
        match self {
            Header::Type4 { offset, count } => {
                TYPE4 << 28
                    | odd_parity_bit(offset) << 27
                    | (offset & 0x7ffff) << 8
                    | odd_parity_bit(count) << 7
                    | (count & 0x7f)
            }
            Header::Type7 { opcode, count } => {
                TYPE7 << 28
                    | odd_parity_bit(opcode) << 23
                    | (opcode & 0x7f) << 16
                    | odd_parity_bit(count) << 15
                    | (count & 0x3fff)
            }
        }
    }
}

/// The a5xx name of a type-7 opcode (`adreno_pm4_type3_packets` values that
/// apply to A5XX).
pub fn opcode_name(opcode: u32) -> Option<&'static str> {
    PM4_OPCODES_A5XX
        .iter()
        .find(|v| v.value == opcode)
        .map(|v| v.name)
}

/// One register write of a type-4 packet.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Write {
    /// Byte offset of the dword in the stream.
    pub at: u64,
    /// Register dword offset.
    pub offset: u32,
    /// The value written.
    pub value: u32,
    /// The register at `offset`, decoded; `None` where the database has none.
    pub register: Option<DecodedRegister>,
}

/// A packet of the stream.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "type")]
pub enum Packet {
    /// Register writes from `offset` on.
    #[serde(rename = "4")]
    Type4 {
        /// Byte offset of the header in the stream.
        at: u64,
        /// First register dword offset.
        offset: u32,
        /// The writes, one per payload dword.
        writes: Vec<Write>,
    },
    /// An opcode and its payload.
    #[serde(rename = "7")]
    Type7 {
        /// Byte offset of the header in the stream.
        at: u64,
        /// The opcode.
        opcode: u32,
        /// The opcode's a5xx name, if it has one.
        name: Option<&'static str>,
        /// The payload dwords.
        payload: Vec<u32>,
    },
}

impl Display for Packet {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Packet::Type4 { at, offset, writes } => {
                write!(
                    f,
                    "{at:#010x}  type 4: {} register(s) from {offset:#06x}",
                    writes.len()
                )?;
                for w in writes {
                    write!(f, "\n{:#010x}    ", w.at)?;
                    match &w.register {
                        Some(r) => write!(f, "{r}")?,
                        None => write!(
                            f,
                            "{:#06x} = {:#010x} (no register at this offset)",
                            w.offset, w.value
                        )?,
                    }
                }
                Ok(())
            }
            Packet::Type7 {
                at,
                opcode,
                name,
                payload,
            } => {
                write!(
                    f,
                    "{at:#010x}  type 7: {} ({opcode:#04x}), {} dword(s)",
                    name.unwrap_or("unknown opcode"),
                    payload.len()
                )?;
                for (i, v) in payload.iter().enumerate() {
                    write!(f, "\n{:#010x}    [{i}] {v:#010x}", at + 4 * (i as u64 + 1))?;
                }
                Ok(())
            }
        }
    }
}

/// How the stream is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// Little-endian dwords.
    Binary,
    /// Text: 32-bit words in hexadecimal (`70460001` or `0x70460001`),
    /// separated by white space or commas; text after `#` is a comment and a
    /// token ending in `:` (an address column, `0000:`) is skipped.
    Hex,
}

/// Why the stream does not decode, and where.
#[derive(Debug, thiserror::Error)]
pub enum Pm4Error {
    /// A dword that is not what the stream needs there: `at` is its byte
    /// offset in the stream; `line` and `column` its place in a hex dump.
    #[error("byte offset {at:#x}{}: {problem}", place(*line, *column))]
    Invalid {
        /// Byte offset of the dword in the stream.
        at: u64,
        /// Its line in a hex dump.
        line: Option<usize>,
        /// Its column in a hex dump.
        column: Option<usize>,
        /// What is wrong there.
        problem: StreamProblem,
    },
    /// A token of a hex dump that is not a 32-bit hex word.
    #[error("{}", crate::error::render_line(*line, *column, source_line, reason))]
    Text {
        /// Line number (1-based).
        line: usize,
        /// Column (1-based, in characters).
        column: usize,
        /// The line, without its newline.
        source_line: String,
        /// What is wrong with the token.
        reason: LineProblem,
    },
    /// Reading failed; the iteration ends here.
    #[error("byte offset {at:#x}: cannot read: {source}")]
    Io {
        /// Byte offset in the stream where reading failed.
        at: u64,
        /// The reader's error.
        #[source]
        source: io::Error,
    },
}

impl Pm4Error {
    /// A [`Pm4Error::Text`] as gpubin's renderers take it, in file `file` (other
    /// errors have no line and column: `None`).
    pub fn located<'a>(&'a self, file: &'a str) -> Option<gpubin_binfmt::diag::Resolved<'a>> {
        match self {
            Pm4Error::Text {
                line,
                column,
                source_line,
                reason,
            } => Some(crate::error::in_file(
                file,
                crate::error::line_position(*line, *column, source_line, reason),
            )),
            _ => None,
        }
    }
}

/// What is wrong with the stream at a dword.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StreamProblem {
    /// The dword is not a valid packet header.
    Header(HeaderError),
    /// A binary stream ends `bytes` bytes into a dword.
    PartialDword {
        /// The bytes of the last, incomplete dword.
        bytes: usize,
    },
    /// A packet announces more payload than the stream holds.
    ShortPayload {
        /// The packet, as a message names it (`type-4 packet`,
        /// `type-7 packet CP_NOP`).
        packet: String,
        /// The payload dwords its header announces.
        count: u32,
        /// The dwords the stream held after it.
        held: usize,
    },
}

impl std::fmt::Display for StreamProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StreamProblem::Header(e) => e.fmt(f),
            StreamProblem::PartialDword { bytes } => write!(
                f,
                "the stream ends inside a dword ({bytes} byte(s)); a stream is whole dwords"
            ),
            StreamProblem::ShortPayload {
                packet,
                count,
                held,
            } => write!(
                f,
                "{packet} announces {count} dword(s) after its header; the stream ends after {held}"
            ),
        }
    }
}

fn place(line: Option<usize>, column: Option<usize>) -> String {
    match (line, column) {
        (Some(l), Some(c)) => format!(" (line {l}, column {c})"),
        _ => String::new(),
    }
}

/// A dword and where it was read.
#[derive(Debug, Clone, Copy)]
struct Word {
    value: u32,
    /// Byte offset in the stream.
    at: u64,
    /// Line and column in a hex dump.
    place: Option<(usize, usize)>,
}

/// Reads packets from `R` one at a time: an iterator that holds the packet
/// being read and, for a hex dump, one line. An error item ends the iteration
/// (what follows a bad header cannot be framed).
#[derive(Debug)]
pub struct PacketReader<R> {
    reader: R,
    input: Input,
    /// Dwords read so far.
    words: u64,
    /// Hex input: the current line, the next byte to read in it, its number.
    line: String,
    pos: usize,
    line_no: usize,
    done: bool,
}

impl<R: BufRead> PacketReader<R> {
    /// A reader of the packets of `reader`, written as `input` says.
    pub fn new(reader: R, input: Input) -> Self {
        PacketReader {
            reader,
            input,
            words: 0,
            line: String::new(),
            pos: 0,
            line_no: 0,
            done: false,
        }
    }

    /// The reader, e.g. to see whether its buffer is empty (the next packet
    /// would wait for input) and flush output first.
    pub fn get_ref(&self) -> &R {
        &self.reader
    }

    /// Byte offset of the next dword.
    fn at(&self) -> u64 {
        self.words * 4
    }

    fn next_word(&mut self) -> Result<Option<Word>, Pm4Error> {
        let word = match self.input {
            Input::Binary => self.next_binary()?,
            Input::Hex => self.next_hex()?,
        };
        if word.is_some() {
            self.words += 1;
        }
        Ok(word)
    }

    fn next_binary(&mut self) -> Result<Option<Word>, Pm4Error> {
        let at = self.at();
        let mut bytes = [0u8; 4];
        let mut n = 0;
        while n < 4 {
            let buf = match self.reader.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(source) => {
                    return Err(Pm4Error::Io {
                        at: at + n as u64,
                        source,
                    })
                }
            };
            if buf.is_empty() {
                if n == 0 {
                    return Ok(None);
                }
                return Err(Pm4Error::Invalid {
                    at,
                    line: None,
                    column: None,
                    problem: StreamProblem::PartialDword { bytes: n },
                });
            }
            let take = buf.len().min(4 - n);
            bytes[n..n + take].copy_from_slice(&buf[..take]);
            self.reader.consume(take);
            n += take;
        }
        Ok(Some(Word {
            value: u32::from_le_bytes(bytes),
            at,
            place: None,
        }))
    }

    fn next_hex(&mut self) -> Result<Option<Word>, Pm4Error> {
        let sep = |c: char| c.is_whitespace() || c == ',';
        loop {
            // The line up to a comment.
            let active = &self.line[..self.line.find('#').unwrap_or(self.line.len())];
            let Some(skip) = active[self.pos..].find(|c: char| !sep(c)) else {
                if !self.read_hex_line()? {
                    return Ok(None);
                }
                continue;
            };
            let start = self.pos + skip;
            let end = active[start..]
                .find(sep)
                .map_or(active.len(), |n| start + n);
            let token = &active[start..end];
            self.pos = end;
            if token.ends_with(':') {
                continue; // an address column
            }
            let digits = token
                .strip_prefix("0x")
                .or_else(|| token.strip_prefix("0X"))
                .unwrap_or(token);
            let value = (!digits.is_empty()
                && digits.len() <= 8
                && digits.bytes().all(|b| b.is_ascii_hexdigit()))
            .then(|| u32::from_str_radix(digits, 16).ok())
            .flatten();
            let column = gpubin_binfmt::text::Cursor::new(&self.line, 0).column(start);
            let Some(value) = value else {
                return Err(Pm4Error::Text {
                    line: self.line_no,
                    column,
                    source_line: self.line.clone(),
                    reason: LineProblem::NotHexWord {
                        token: token.to_string(),
                    },
                });
            };
            return Ok(Some(Word {
                value,
                at: self.at(),
                place: Some((self.line_no, column)),
            }));
        }
    }

    /// Reads the next line of a hex dump; `false` at the end.
    fn read_hex_line(&mut self) -> Result<bool, Pm4Error> {
        self.line.clear();
        self.pos = 0;
        let mut bytes = Vec::new();
        let n = self
            .reader
            .read_until(b'\n', &mut bytes)
            .map_err(|source| Pm4Error::Io {
                at: self.at(),
                source,
            })?;
        if n == 0 {
            return Ok(false);
        }
        self.line_no += 1;
        while matches!(bytes.last(), Some(b'\n' | b'\r')) {
            bytes.pop();
        }
        match String::from_utf8(bytes) {
            Ok(text) => self.line = text,
            Err(e) => {
                return Err(Pm4Error::Text {
                    line: self.line_no,
                    column: e.utf8_error().valid_up_to() + 1,
                    source_line: String::from_utf8_lossy(e.as_bytes()).into_owned(),
                    reason: LineProblem::NotUtf8,
                })
            }
        }
        Ok(true)
    }

    fn invalid(word: Word, problem: StreamProblem) -> Pm4Error {
        Pm4Error::Invalid {
            at: word.at,
            line: word.place.map(|p| p.0),
            column: word.place.map(|p| p.1),
            problem,
        }
    }

    /// The `count` dwords after the header `header`, or an error naming how
    /// many the stream held.
    fn payload(&mut self, header: Word, what: &str, count: u32) -> Result<Vec<Word>, Pm4Error> {
        let mut out = Vec::with_capacity(count as usize);
        for _ in 0..count {
            match self.next_word()? {
                Some(w) => out.push(w),
                None => {
                    return Err(Self::invalid(
                        header,
                        StreamProblem::ShortPayload {
                            packet: what.to_string(),
                            count,
                            held: out.len(),
                        },
                    ))
                }
            }
        }
        Ok(out)
    }

    fn packet(&mut self) -> Result<Option<Packet>, Pm4Error> {
        let Some(head) = self.next_word()? else {
            return Ok(None);
        };
        let header =
            Header::parse(head.value).map_err(|e| Self::invalid(head, StreamProblem::Header(e)))?;
        Ok(Some(match header {
            Header::Type4 { offset, count } => {
                let writes = self
                    .payload(head, "type-4 packet", count)?
                    .into_iter()
                    .zip(offset..)
                    .map(|(w, reg)| Write {
                        at: w.at,
                        offset: reg,
                        value: w.value,
                        register: lookup_offset(reg).map(|(def, n)| def.decode(n, w.value)),
                    })
                    .collect();
                Packet::Type4 {
                    at: head.at,
                    offset,
                    writes,
                }
            }
            Header::Type7 { opcode, count } => {
                let name = opcode_name(opcode);
                let what = format!("type-7 packet {}", name.unwrap_or("(unknown opcode)"));
                let payload = self
                    .payload(head, &what, count)?
                    .into_iter()
                    .map(|w| w.value)
                    .collect();
                Packet::Type7 {
                    at: head.at,
                    opcode,
                    name,
                    payload,
                }
            }
        }))
    }
}

impl<R: BufRead> Iterator for PacketReader<R> {
    type Item = Result<Packet, Pm4Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let item = self.packet().transpose();
        if !matches!(item, Some(Ok(_))) {
            self.done = true;
        }
        item
    }
}

impl<R: BufRead> std::iter::FusedIterator for PacketReader<R> {}
