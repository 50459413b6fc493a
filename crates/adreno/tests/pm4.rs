//! PM4 command streams: headers built by hand (bit positions and odd parity
//! worked out below, not by the decoder's own encoder), streams of them in
//! binary and hex form, and every error with its place.

use std::io::{BufReader, Read};

use gpubin_adreno::a5xx::pm4::{
    odd_parity_bit, opcode_name, Header, Input, Packet, PacketReader, Pm4Error,
};
use gpubin_adreno::a5xx::regs;

/// Headers worked out by hand. Type 4 = 0x4 << 28, offset << 8, count, and
/// bit 27 / bit 7 set when the offset / count has an even number of ones.
/// Type 7 = 0x7 << 28, opcode << 16, count, bit 23 / bit 15 likewise.
const HEADERS: &[(u32, Header)] = &[
    // 0xe100 has 4 ones (even: bit 27), count 1 one (odd: no bit 7).
    (
        0x48e1_0001,
        Header::Type4 {
            offset: 0xe100,
            count: 1,
        },
    ),
    // 0xe2a4 = 1110 0010 1010 0100: 7 ones; count 5 = 101: 2 ones (bit 7).
    (
        0x40e2_a485,
        Header::Type4 {
            offset: 0xe2a4,
            count: 5,
        },
    ),
    // Count 0: no ones, even (bit 7); 0x0cc7 has 7 ones.
    (
        0x400c_c780,
        Header::Type4 {
            offset: 0x0cc7,
            count: 0,
        },
    ),
    // CP_EVENT_WRITE 0x46 = 100 0110: 3 ones; count 1.
    (
        0x7046_0001,
        Header::Type7 {
            opcode: 0x46,
            count: 1,
        },
    ),
    // A CP_LOAD_STATE4 header quoted from a real a5xx dump in adreno_pm4.xml:
    // opcode 0x30 (2 ones: bit 23), 11 dwords (3 ones).
    (
        0x70b0_000b,
        Header::Type7 {
            opcode: 0x30,
            count: 11,
        },
    ),
    // Opcode 0x7f (7 ones), count 0x3fff (14 ones: bit 15).
    (
        0x707f_bfff,
        Header::Type7 {
            opcode: 0x7f,
            count: 0x3fff,
        },
    ),
];

#[test]
fn headers_worked_out_by_hand_parse_and_encode() {
    for &(word, header) in HEADERS {
        assert_eq!(Header::parse(word), Ok(header), "{word:#010x}");
        assert_eq!(header.encode(), word, "{header:?}");
    }
}

#[test]
fn odd_parity_makes_the_count_of_ones_odd() {
    for v in [
        0u32,
        1,
        2,
        3,
        0x46,
        0x30,
        0xe100,
        0x7ffff,
        0x3fff,
        0xffff_ffff,
    ] {
        let ones = v.count_ones() + odd_parity_bit(v);
        assert_eq!(ones % 2, 1, "{v:#x}");
    }
}

#[test]
fn bad_headers_say_which_bit() {
    let cases: &[(u32, &str)] = &[
        (
            0x40e1_0001,
            "parity bit 27 of the register offset (0xe100) is 0, expected 1",
        ),
        (
            0x48e1_0081,
            "parity bit 7 of the count (0x1) is 1, expected 0",
        ),
        (
            0x7030_000b,
            "parity bit 23 of the opcode (0x30) is 0, expected 1",
        ),
        (
            0x70b0_800b,
            "parity bit 15 of the count (0xb) is 1, expected 0",
        ),
        (0x7146_0001, "bits 27-24 of a type-7 header are 0, not 0x1"),
        (0x0000_0000, "is not a packet header: type 0"),
        (0x8000_0000, "is not a packet header: type 8"),
    ];
    for &(word, msg) in cases {
        let e = Header::parse(word).unwrap_err().to_string();
        assert!(e.contains(msg), "{word:#010x}: {e}");
    }
}

#[test]
fn opcodes_are_named_for_a5xx() {
    // Values shared between generations take the a5xx name.
    for (op, name) in [
        (0x46, "CP_EVENT_WRITE"),
        (0x30, "CP_LOAD_STATE4"),
        (0x2f, "CP_SET_BIN_DATA5"),
        (0x45, "CP_COND_WRITE5"),
        (0x2c, "CP_BLIT"),
        (0x38, "CP_DRAW_INDX_OFFSET"),
        (0x10, "CP_NOP"),
        (0x3f, "CP_INDIRECT_BUFFER"),
    ] {
        assert_eq!(opcode_name(op), Some(name), "{op:#x}");
    }
    // a6xx-only and a2xx-only values have no a5xx name.
    for op in [0x36, 0x65, 0x2d, 0x01] {
        assert_eq!(opcode_name(op), None, "{op:#x}");
    }
}

/// The stream used below, as words: a two-register write, an event, a write to
/// an offset without a register, an opcode without a name.
const STREAM: &[u32] = &[
    0x48e1_0002, // type 4: 0xe100, 2 registers
    0x0000_0003, // GRAS_LRZ_CNTL
    0x0000_1000, // GRAS_LRZ_BUFFER_BASE_LO
    0x7046_0001, // CP_EVENT_WRITE
    0x0000_001e, // BLIT
    // Offset 0x0001: one 1 (no bit 27); count 1.
    0x4000_0101,
    0xdead_beef,
    // Opcode 0x01: one 1 (no bit 23); count 0 (bit 15).
    0x7001_8000,
];

fn bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

fn check_stream(packets: Vec<Packet>) {
    assert_eq!(packets.len(), 4);
    let Packet::Type4 { at, offset, writes } = &packets[0] else {
        panic!("{:?}", packets[0])
    };
    assert_eq!((*at, *offset, writes.len()), (0, 0xe100, 2));
    assert_eq!(
        (writes[0].at, writes[1].at, writes[1].offset),
        (4, 8, 0xe101)
    );
    // Each write decodes as the register tables decode `OFFSET=VALUE`.
    assert_eq!(
        writes[0].register,
        Some(regs::decode_assignment("0xe100=3").unwrap())
    );
    assert_eq!(
        writes[1].register.as_ref().unwrap().name,
        "GRAS_LRZ_BUFFER_BASE_LO"
    );
    assert_eq!(
        packets[1],
        Packet::Type7 {
            at: 12,
            opcode: 0x46,
            name: Some("CP_EVENT_WRITE"),
            payload: vec![0x1e]
        }
    );
    let Packet::Type4 { at, writes, .. } = &packets[2] else {
        panic!("{:?}", packets[2])
    };
    assert_eq!(*at, 20);
    assert_eq!((writes[0].offset, writes[0].value), (1, 0xdead_beef));
    assert!(regs::lookup_offset(1).is_none());
    assert_eq!(writes[0].register, None);
    assert_eq!(
        packets[3],
        Packet::Type7 {
            at: 28,
            opcode: 1,
            name: None,
            payload: vec![]
        }
    );
}

#[test]
fn a_binary_stream_decodes_packet_by_packet() {
    let data = bytes(STREAM);
    let packets: Vec<Packet> = PacketReader::new(&data[..], Input::Binary)
        .collect::<Result<_, _>>()
        .unwrap();
    check_stream(packets);
}

#[test]
fn a_hex_dump_decodes_as_the_binary_stream() {
    let text = "# a command stream\n\
                0000: 48e10002 00000003, 0x00001000\n\
                \n\
                0003: 0X70460001 1e  # event\n\
                40000101\tdeadbeef 70018000\n";
    let packets: Vec<Packet> = PacketReader::new(text.as_bytes(), Input::Hex)
        .collect::<Result<_, _>>()
        .unwrap();
    check_stream(packets);
}

#[test]
fn the_text_form_shows_offsets_names_and_payloads() {
    let data = bytes(STREAM);
    let text: Vec<String> = PacketReader::new(&data[..], Input::Binary)
        .map(|p| p.unwrap().to_string())
        .collect();
    assert_eq!(
        text[0],
        "0x00000000  type 4: 2 register(s) from 0xe100\n\
         0x00000004    GRAS_LRZ_CNTL (0xe100) = 0x00000003 { ENABLE = true | LRZ_WRITE = true | GREATER = false }\n\
         0x00000008    GRAS_LRZ_BUFFER_BASE_LO (0xe101) = 0x00001000 { VALUE = 0x1000 }"
    );
    assert_eq!(
        text[1],
        "0x0000000c  type 7: CP_EVENT_WRITE (0x46), 1 dword(s)\n0x00000010    [0] 0x0000001e"
    );
    assert_eq!(
        text[2],
        "0x00000014  type 4: 1 register(s) from 0x0001\n\
         0x00000018    0x0001 = 0xdeadbeef (no register at this offset)"
    );
    assert_eq!(
        text[3],
        "0x0000001c  type 7: unknown opcode (0x01), 0 dword(s)"
    );
}

fn first_error(input: &[u8], kind: Input) -> (usize, Pm4Error) {
    let mut ok = 0;
    for item in PacketReader::new(input, kind) {
        match item {
            Ok(_) => ok += 1,
            Err(e) => return (ok, e),
        }
    }
    panic!("no error")
}

#[test]
fn errors_name_their_byte_offset_and_line() {
    // A bad parity bit in the third packet's header (byte 20).
    let mut words = STREAM.to_vec();
    words[5] ^= 1 << 27;
    let (ok, e) = first_error(&bytes(&words), Input::Binary);
    assert_eq!(ok, 2);
    assert_eq!(
        e.to_string(),
        "byte offset 0x14: header 0x48000101: parity bit 27 of the register offset (0x1) is 1, \
         expected 0 (odd parity)"
    );
    // The same in a hex dump also names the line and column.
    let (ok, e) = first_error(
        b"48e10002 3 1000\n70460001 1e\n  48000101 deadbeef\n",
        Input::Hex,
    );
    assert_eq!(ok, 2);
    assert!(
        e.to_string()
            .starts_with("byte offset 0x14 (line 3, column 3): header 0x48000101"),
        "{e}"
    );

    // A payload cut short: named at its header.
    let (ok, e) = first_error(&bytes(&STREAM[..4]), Input::Binary);
    assert_eq!(ok, 1);
    assert_eq!(
        e.to_string(),
        "byte offset 0xc: type-7 packet CP_EVENT_WRITE announces 1 dword(s) after its header; \
         the stream ends after 0"
    );
    // A stream that is not whole dwords.
    let mut data = bytes(&STREAM[..3]);
    data.extend([1, 2]);
    let (ok, e) = first_error(&data, Input::Binary);
    assert_eq!(ok, 1);
    assert_eq!(
        e.to_string(),
        "byte offset 0xc: the stream ends inside a dword (2 byte(s)); a stream is whole dwords"
    );
    // A token that is not a hex word: line, column, the line and a caret.
    let (ok, e) = first_error(b"70460001 1e\n48e10001 0x12345678g\n", Input::Hex);
    assert_eq!(ok, 1);
    assert_eq!(
        e.to_string(),
        "2:10: error: expected a 32-bit word in hexadecimal (1 to 8 digits, `0x` optional), not \
         `0x12345678g`\n48e10001 0x12345678g\n         ^"
    );
    for bad in ["123456789", "+1", "0x", "zz"] {
        let (_, e) = first_error(format!("{bad}\n").as_bytes(), Input::Hex);
        assert!(
            e.to_string()
                .starts_with("1:1: error: expected a 32-bit word"),
            "{e}"
        );
    }
    // Not a header at all, and the iteration ends after an error.
    let mut packets = PacketReader::new(&[0u8, 0, 0, 0, 0, 0, 0, 0][..], Input::Binary);
    let e = packets.next().unwrap().unwrap_err().to_string();
    assert!(
        e.starts_with("byte offset 0x0: 0x00000000 is not a packet header: type 0"),
        "{e}"
    );
    assert!(packets.next().is_none());
}

/// An endless stream of one type-4 packet, served a few bytes per read;
/// counts them.
struct Endless {
    served: usize,
}

const PACKET: [u32; 2] = [0x48e1_0001, 3];

impl Read for Endless {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let packet = bytes(&PACKET);
        let n = buf.len().min(3);
        for b in &mut buf[..n] {
            *b = packet[self.served % packet.len()];
            self.served += 1;
        }
        Ok(n)
    }
}

#[test]
fn the_reader_decodes_as_it_reads() {
    let mut packets = PacketReader::new(
        BufReader::with_capacity(64, Endless { served: 0 }),
        Input::Binary,
    );
    for n in 1..=5_000usize {
        let Packet::Type4 { writes, .. } = packets.next().unwrap().unwrap() else {
            panic!()
        };
        assert_eq!(writes[0].register.as_ref().unwrap().value, 3);
        let served = packets.get_ref().get_ref().served;
        assert!(served <= n * 8 + 64, "{served} bytes for {n} packets");
    }
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    /// A packet as the test builds it: a type-4 write or a type-7 opcode.
    fn packet() -> impl Strategy<Value = (bool, u32, Vec<u32>)> {
        (
            any::<bool>(),
            any::<u32>(),
            proptest::collection::vec(any::<u32>(), 0..20),
        )
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// Any bytes: packets or a located error, never a panic; an error's byte
        /// offset lies inside the input.
        #[test]
        fn arbitrary_bytes_never_panic(data in proptest::collection::vec(any::<u8>(), 0..200)) {
            for item in PacketReader::new(&data[..], Input::Binary) {
                if let Err(Pm4Error::Invalid { at, .. }) = item {
                    prop_assert!(at < data.len() as u64);
                }
            }
        }

        /// Any text: no panic.
        #[test]
        fn arbitrary_text_never_panics(text in "[0-9a-fA-Fx:#, \n\t]{0,120}") {
            for _ in PacketReader::new(text.as_bytes(), Input::Hex) {}
        }

        /// Packets written out (headers with their parity bits) read back as
        /// written, in binary and in hex.
        #[test]
        fn written_packets_read_back(packets in proptest::collection::vec(packet(), 0..8)) {
            let mut words = Vec::new();
            let mut want = Vec::new();
            for (type4, id, payload) in &packets {
                let at = 4 * words.len() as u64;
                let count = payload.len() as u32;
                if *type4 {
                    let offset = id & 0x7ffff;
                    words.push(Header::Type4 { offset, count }.encode());
                    want.push((at, 4, offset, payload.clone()));
                } else {
                    let opcode = id & 0x7f;
                    words.push(Header::Type7 { opcode, count }.encode());
                    want.push((at, 7, opcode, payload.clone()));
                }
                words.extend(payload);
            }
            let hex: String = words.iter().map(|w| format!("{w:08x}\n")).collect();
            for (input, data) in [(Input::Binary, bytes(&words)), (Input::Hex, hex.into_bytes())] {
                let got: Vec<(u64, u32, u32, Vec<u32>)> = PacketReader::new(&data[..], input)
                    .map(|p| match p.unwrap() {
                        Packet::Type4 { at, offset, writes } => {
                            (at, 4, offset, writes.iter().map(|w| w.value).collect())
                        }
                        Packet::Type7 { at, opcode, payload, .. } => (at, 7, opcode, payload),
                    })
                    .collect();
                prop_assert_eq!(&got, &want);
            }
        }
    }
}
