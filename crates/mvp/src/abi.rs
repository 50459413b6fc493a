//! The MVP (IC1000) ABI as one table.
//!
//! Every address, size and bit position of the wrapper ABI lives here. The
//! wrapper IR (`wrapper.rs`), the optional C header (`cheader.rs`) and the
//! simulator (`sim/`) all read these constants; nothing else spells them.
//! Source: the project's seed page (driver dir `mvp_shader_lib`), restated in
//! the spec `mvp.md` §3–§4.

use serde::Serialize;

/// Core I/O base.
pub const IC1000_IO_BASE: u32 = 0xC260_0000;
/// Holds the address of the misc-info block (IO_BASE + 3 KiB + 0x30).
pub const IC1000_CORE_REGS_GP: u32 = IC1000_IO_BASE + 3 * 1024 + 0x30;
/// Hardware thread id (read).
pub const CORE_REG_TID: u32 = 0xC260_0C84;
/// Command word (read); bit [`CMD_BANK_SHIFT`] selects the bank.
pub const CORE_REG_CMD: u32 = 0xC260_0C88;
/// Vertex completion (write, the unbiased vertex index).
pub const CORE_REG_VTX_DONE: u32 = 0xC260_1000;
/// Local memory base.
pub const MVP_LM_BASE: u32 = 0xC200_0000;
/// Local memory per hardware thread (the window).
pub const LM_THREAD_SIZE: u32 = 1024;
/// Bank id: `(cmd >> 28) & 1`.
pub const CMD_BANK_SHIFT: u32 = 28;
pub const CMD_BANK_MASK: u32 = 1;
/// Slots per bank (`varying_num` in the seed).
pub const VARYING_NUM: u32 = 8;
/// Bytes per slot: one vec4 of f32.
pub const SLOT_SIZE: u32 = 16;
/// Bytes per bank: 8 slots.
pub const BANK_SIZE: u32 = VARYING_NUM * SLOT_SIZE;
/// Banks per thread window that the wrappers use.
pub const BANK_COUNT: u32 = 2;

/// Misc-info block: word offsets (bytes) from the address in `CORE_REGS_GP`.
pub const MISC_ATTR_HEADER: u32 = 0;
pub const MISC_VS_CONST: u32 = 4;
pub const MISC_PS_CONST: u32 = 8;
/// Words in the misc-info block.
pub const MISC_WORDS: u32 = 3;

/// Attribute header: entries, and its size in bytes ((1 + 1 + 8 * 2) * 4).
pub const ATTR_ENTRIES: u32 = 8;
pub const ATTRIBUTE_SIZE: u32 = (1 + 1 + ATTR_ENTRIES * 2) * 4;
/// Byte offsets inside the attribute header.
pub const ATTR_COUNT: u32 = 0x00;
pub const ATTR_DRAW_START: u32 = 0x04;
pub const ATTR_ENTRY_BASE: u32 = 0x08;
pub const ATTR_ENTRY_SIZE: u32 = 8;
/// Entry word 0: stride in [15:0], format in [31:16].
pub const ATTR_STRIDE_MASK: u32 = 0xFFFF;
pub const ATTR_FORMAT_SHIFT: u32 = 16;
pub const ATTR_FORMAT_MASK: u32 = 0xFFFF;
/// Attribute formats; any other value loads like VEC4.
pub const ATTR_FORMAT_VEC1: u32 = 0;
pub const ATTR_FORMAT_VEC2: u32 = 1;
pub const ATTR_FORMAT_VEC3: u32 = 2;
pub const ATTR_FORMAT_VEC4: u32 = 3;

/// Slots holding the pre-seeded ids on VS entry (slot 0.x, slot 1.x).
pub const SEED_INDEX_OFFSET: u32 = 0;
pub const SEED_INSTANCE_OFFSET: u32 = SLOT_SIZE;

/// Logical slot capacities of the seed's built-in tables.
pub const VS_LOGICAL_INPUTS: u32 = 13;
pub const VS_LOGICAL_OUTPUTS: u32 = 18;
pub const FS_LOGICAL_SYSTEM_INPUTS: u32 = 1;
pub const FS_LOGICAL_INPUTS: u32 = 15;
pub const FS_LOGICAL_OUTPUTS: u32 = 10;
/// Physical room per stage: the bank holds 8 vec4 and inputs alias outputs.
pub const PHYSICAL_SLOTS: u32 = VARYING_NUM;

/// Per-thread window address.
pub fn thread_window(tid: u32) -> u32 {
    MVP_LM_BASE.wrapping_add(tid.wrapping_mul(LM_THREAD_SIZE))
}

/// Bank id from the command word.
pub fn bank_id(cmd: u32) -> u32 {
    (cmd >> CMD_BANK_SHIFT) & CMD_BANK_MASK
}

/// `gl_in` = `gl_out` for a thread and command word.
pub fn bank_address(tid: u32, cmd: u32) -> u32 {
    thread_window(tid).wrapping_add(bank_id(cmd).wrapping_mul(BANK_SIZE))
}

/// Kind of an ABI table entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AbiKind {
    Address,
    Register,
    Size,
    Offset,
    Field,
    Format,
    Limit,
}

/// One named constant of the ABI.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct AbiConstant {
    pub name: &'static str,
    pub value: u32,
    pub kind: AbiKind,
    pub doc: &'static str,
}

macro_rules! entry {
    ($name:ident, $kind:ident, $doc:expr) => {
        AbiConstant {
            name: stringify!($name),
            value: $name,
            kind: AbiKind::$kind,
            doc: $doc,
        }
    };
}

/// The ABI table: every constant, in the order the C header prints them.
pub const ABI_TABLE: &[AbiConstant] = &[
    entry!(IC1000_IO_BASE, Address, "core I/O base"),
    entry!(
        IC1000_CORE_REGS_GP,
        Register,
        "R u32: address of the misc-info block"
    ),
    entry!(CORE_REG_TID, Register, "R u32: hardware thread id"),
    entry!(
        CORE_REG_CMD,
        Register,
        "R u32: command word, bit 28 = bank id"
    ),
    entry!(
        CORE_REG_VTX_DONE,
        Register,
        "W u32: vertex done, written with the unbiased index"
    ),
    entry!(MVP_LM_BASE, Address, "local memory base"),
    entry!(LM_THREAD_SIZE, Size, "local memory window per thread"),
    entry!(CMD_BANK_SHIFT, Field, "bank id bit in CORE_REG_CMD"),
    entry!(CMD_BANK_MASK, Field, "bank id mask after the shift"),
    entry!(VARYING_NUM, Limit, "vec4 slots per bank"),
    entry!(SLOT_SIZE, Size, "bytes per slot (vec4 of f32)"),
    entry!(BANK_SIZE, Size, "bytes per bank"),
    entry!(BANK_COUNT, Limit, "banks per thread window"),
    entry!(
        MISC_ATTR_HEADER,
        Offset,
        "misc word: attribute header address"
    ),
    entry!(
        MISC_VS_CONST,
        Offset,
        "misc word: VS constant buffer address"
    ),
    entry!(
        MISC_PS_CONST,
        Offset,
        "misc word: PS constant buffer address"
    ),
    entry!(MISC_WORDS, Size, "words in the misc-info block"),
    entry!(ATTR_ENTRIES, Limit, "attribute header entries"),
    entry!(ATTRIBUTE_SIZE, Size, "attribute header bytes"),
    entry!(ATTR_COUNT, Offset, "header: valid entry count"),
    entry!(ATTR_DRAW_START, Offset, "header: draw start"),
    entry!(ATTR_ENTRY_BASE, Offset, "header: first entry"),
    entry!(ATTR_ENTRY_SIZE, Size, "header: bytes per entry"),
    entry!(ATTR_STRIDE_MASK, Field, "entry word 0: stride [15:0]"),
    entry!(ATTR_FORMAT_SHIFT, Field, "entry word 0: format [31:16]"),
    entry!(
        ATTR_FORMAT_MASK,
        Field,
        "entry word 0: format mask after the shift"
    ),
    entry!(ATTR_FORMAT_VEC1, Format, "(s0, 0, 0, 1)"),
    entry!(ATTR_FORMAT_VEC2, Format, "(s0, s1, 0, 1)"),
    entry!(ATTR_FORMAT_VEC3, Format, "(s0, s1, s2, 1)"),
    entry!(
        ATTR_FORMAT_VEC4,
        Format,
        "(s0, s1, s2, s3); also any unknown format"
    ),
    entry!(
        SEED_INDEX_OFFSET,
        Offset,
        "bank: pre-seeded vertex index (slot 0.x)"
    ),
    entry!(
        SEED_INSTANCE_OFFSET,
        Offset,
        "bank: pre-seeded instance id (slot 1.x)"
    ),
    entry!(VS_LOGICAL_INPUTS, Limit, "seed table: VS attribute inputs"),
    entry!(
        VS_LOGICAL_OUTPUTS,
        Limit,
        "seed table: VS attribute outputs"
    ),
    entry!(
        FS_LOGICAL_SYSTEM_INPUTS,
        Limit,
        "seed table: FS system inputs"
    ),
    entry!(FS_LOGICAL_INPUTS, Limit, "seed table: FS attribute inputs"),
    entry!(
        FS_LOGICAL_OUTPUTS,
        Limit,
        "seed table: FS attribute outputs"
    ),
    entry!(
        PHYSICAL_SLOTS,
        Limit,
        "physical vec4 slots per stage (inputs alias outputs)"
    ),
];

/// Uncertain hardware behaviours, each a named option (spec §7).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(default)]
pub struct AbiOptions {
    /// Every MMIO access is `volatile` (§7.3). The seed's VS wrapper uses
    /// plain accesses; `false` reproduces that.
    pub volatile_mmio: bool,
    /// Clamp the header `count` to 8 in the wrapper (§7.2). The seed trusts it.
    pub clamp_attr_count: bool,
    /// Pass `index + draw_start` to `vs_main` (the owners' proposed fix, §7.6).
    /// The seed passes the unbiased index.
    pub biased_vertex_id: bool,
    /// Optional PS completion register (§7.5); absent on the known hardware.
    pub ps_done_register: Option<u32>,
    /// Simulator: trap on `count > 8` instead of clamping with a warning.
    pub strict: bool,
}

impl Default for AbiOptions {
    fn default() -> Self {
        AbiOptions {
            volatile_mmio: true,
            clamp_attr_count: false,
            biased_vertex_id: false,
            ps_done_register: None,
            strict: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn derived_values_match_the_seed() {
        assert_eq!(IC1000_CORE_REGS_GP, 0xC260_0C30);
        assert_eq!(ATTRIBUTE_SIZE, 72);
        assert_eq!(BANK_SIZE, 128);
        assert_eq!(bank_address(3, 1 << 28), 0xC200_0C80);
        assert_eq!(bank_address(3, 0xEFFF_FFFF), 0xC200_0C00);
    }

    #[test]
    fn table_names_are_unique() {
        let mut names: Vec<_> = ABI_TABLE.iter().map(|c| c.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), ABI_TABLE.len());
    }
}
