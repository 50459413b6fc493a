//! The MVP (IC1000) ABI as one table.
//!
//! Every address, size and bit position of the wrapper ABI lives here. The
//! wrapper IR (`wrapper.rs`), the optional C header (`cheader.rs`) and the
//! simulator (`sim/`) all read these constants; nothing else spells them.
//! Source: the project's seed page (driver dir `mvp_shader_lib`), restated in
//! the spec `mvp.md` §3–§4.

use serde::Serialize;

/// Kind of an ABI table entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AbiKind {
    /// A memory address (a region's base).
    Address,
    /// A core register's address.
    Register,
    /// A size: bytes, or words (`MISC_WORDS`).
    Size,
    /// A byte offset within a structure.
    Offset,
    /// A bit field: its shift or mask.
    Field,
    /// An attribute format code.
    Format,
    /// A count the ABI bounds (slots, entries).
    Limit,
}

/// One named constant of the ABI.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct AbiConstant {
    /// The C name of the constant.
    pub name: &'static str,
    /// Its value.
    pub value: u32,
    /// What kind of constant it is.
    pub kind: AbiKind,
    /// What it means, in a line.
    pub doc: &'static str,
}

/// Declares each ABI constant once: the Rust constant (its doc is the
/// table's doc) and its row of [`ABI_TABLE`], in table order.
macro_rules! abi_table {
    ($($name:ident: $kind:ident = $value:expr, $doc:literal;)*) => {
        $(
            // The text is also the ABI table's (`gpubin mvp abi`), where
            // `[15:0]` is a bit range, not a link.
            #[allow(rustdoc::broken_intra_doc_links)]
            #[doc = $doc]
            pub const $name: u32 = $value;
        )*
        /// The ABI table: every constant, in the order the C header prints them.
        pub const ABI_TABLE: &[AbiConstant] = &[
            $(AbiConstant { name: stringify!($name), value: $name, kind: AbiKind::$kind, doc: $doc },)*
        ];
    };
}

abi_table! {
    IC1000_IO_BASE: Address = 0xC260_0000, "core I/O base";
    IC1000_CORE_REGS_GP: Register = IC1000_IO_BASE + 3 * 1024 + 0x30, "R u32: address of the misc-info block";
    CORE_REG_TID: Register = 0xC260_0C84, "R u32: hardware thread id";
    CORE_REG_CMD: Register = 0xC260_0C88, "R u32: command word, bit 28 = bank id";
    CORE_REG_VTX_DONE: Register = 0xC260_1000, "W u32: vertex done, written with the unbiased index";
    MVP_LM_BASE: Address = 0xC200_0000, "local memory base";
    LM_THREAD_SIZE: Size = 1024, "local memory window per thread";
    CMD_BANK_SHIFT: Field = 28, "bank id bit in CORE_REG_CMD";
    CMD_BANK_MASK: Field = 1, "bank id mask after the shift";
    VARYING_NUM: Limit = 8, "vec4 slots per bank";
    SLOT_SIZE: Size = 16, "bytes per slot (vec4 of f32)";
    BANK_SIZE: Size = VARYING_NUM * SLOT_SIZE, "bytes per bank";
    BANK_COUNT: Limit = 2, "banks per thread window";
    MISC_ATTR_HEADER: Offset = 0, "misc word: attribute header address";
    MISC_VS_CONST: Offset = 4, "misc word: VS constant buffer address";
    MISC_PS_CONST: Offset = 8, "misc word: PS constant buffer address";
    MISC_WORDS: Size = 3, "words in the misc-info block";
    ATTR_ENTRIES: Limit = 8, "attribute header entries";
    ATTRIBUTE_SIZE: Size = (1 + 1 + ATTR_ENTRIES * 2) * 4, "attribute header bytes";
    ATTR_COUNT: Offset = 0x00, "header: valid entry count";
    ATTR_DRAW_START: Offset = 0x04, "header: draw start";
    ATTR_ENTRY_BASE: Offset = 0x08, "header: first entry";
    ATTR_ENTRY_SIZE: Size = 8, "header: bytes per entry";
    ATTR_STRIDE_MASK: Field = 0xFFFF, "entry word 0: stride [15:0]";
    ATTR_FORMAT_SHIFT: Field = 16, "entry word 0: format [31:16]";
    ATTR_FORMAT_MASK: Field = 0xFFFF, "entry word 0: format mask after the shift";
    ATTR_FORMAT_VEC1: Format = 0, "(s0, 0, 0, 1)";
    ATTR_FORMAT_VEC2: Format = 1, "(s0, s1, 0, 1)";
    ATTR_FORMAT_VEC3: Format = 2, "(s0, s1, s2, 1)";
    ATTR_FORMAT_VEC4: Format = 3, "(s0, s1, s2, s3); also any unknown format";
    SEED_INDEX_OFFSET: Offset = 0, "bank: pre-seeded vertex index (slot 0.x)";
    SEED_INSTANCE_OFFSET: Offset = SLOT_SIZE, "bank: pre-seeded instance id (slot 1.x)";
    VS_LOGICAL_INPUTS: Limit = 13, "seed table: VS attribute inputs";
    VS_LOGICAL_OUTPUTS: Limit = 18, "seed table: VS attribute outputs";
    FS_LOGICAL_SYSTEM_INPUTS: Limit = 1, "seed table: FS system inputs";
    FS_LOGICAL_INPUTS: Limit = 15, "seed table: FS attribute inputs";
    FS_LOGICAL_OUTPUTS: Limit = 10, "seed table: FS attribute outputs";
    PHYSICAL_SLOTS: Limit = VARYING_NUM, "physical vec4 slots per stage (inputs alias outputs)";
}

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
