//! GP opcodes and store sources, declared once: code, name (the `lima_disasm`
//! mnemonic where Mesa prints one), source count. The text printer, the assembler
//! and the JSON model (`"acc_op": "floor"`) use these.

use std::fmt;

use crate::opcodes::opcodes;

opcodes!(
    /// The add/compare opcode shared by acc0 and acc1 (3 bits; 3 is unnamed,
    /// printed `op3`).
    AccOp, 3, {
        0 => Add "add" 2,
        1 => Floor "floor" 1,
        2 => Sign "sign" 1,
        4 => Ge "ge" 2,
        5 => Lt "lt" 2,
        6 => Min "min" 2,
        7 => Max "max" 2,
    }
);

opcodes!(
    /// The multiply opcode shared by mul0 and mul1 (3 bits). `complex1` and `sel`
    /// use both units as one (`.m01`); unnamed codes print `unknown<n>.m01`.
    MulOp, 3, {
        0 => Mul "mul" 2,
        1 => Complex1 "complex1" 4,
        3 => Complex2 "complex2" 2,
        4 => Select "sel" 3,
    }
);

opcodes!(
    /// The complex unit's opcode (4 bits). `pass` and the address-register writes
    /// print as `mov.c` (the latter with `/addrN`); unnamed codes print `unk<n>.c`.
    ComplexOp, 4, {
        0 => Nop "nop" 0,
        2 => Exp2 "exp2" 1,
        3 => Log2 "log2" 1,
        4 => Rsqrt "rsqrt" 1,
        5 => Rcp "rcp" 1,
        9 => Pass "mov" 1,
        12 => TempStoreAddr "temp_store_addr" 1,
        13 => TempLoadAddr0 "temp_load_addr0" 1,
        14 => TempLoadAddr1 "temp_load_addr1" 1,
        15 => TempLoadAddr2 "temp_load_addr2" 1,
    }
);

opcodes!(
    /// The pass unit's opcode (3 bits); unnamed codes print `unk<n>.p`. `clamp`
    /// takes its bounds from the load unit's x and y.
    PassOp, 3, {
        2 => Pass "mov" 1,
        4 => PreExp2 "preexp2" 1,
        5 => PostLog2 "postlog2" 1,
        6 => Clamp "clamp" 3,
    }
);

opcodes!(
    /// What a store lane writes (3 bits): a unit's result, or nothing.
    StoreSource, 3, {
        0 => Acc0 "acc0" 1,
        1 => Acc1 "acc1" 1,
        2 => Mul0 "mul0" 1,
        3 => Mul1 "mul1" 1,
        4 => Pass "pass" 1,
        6 => Complex "complex" 1,
        7 => None "none" 0,
    }
);

impl ComplexOp {
    /// The address register (0–3) a `mov.c` writes, if any.
    pub fn address_register(self) -> Option<u8> {
        match self.code() {
            n @ 12..=15 => Some(n - 12),
            _ => None,
        }
    }

    /// The opcode that writes address register `k` (0–3).
    pub fn writing_address(k: u8) -> Self {
        Self::from_code(12 + (k & 3))
    }
}

fn unknown_n(prefix: &str, code: u8, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    write!(f, "{prefix}{code}")
}

fn parse_unknown(prefix: &str, text: &str) -> Option<u8> {
    text.strip_prefix(prefix)?.parse().ok()
}

/// How unnamed codes print and parse, per type (Mesa's spelling).
macro_rules! unknown_spelling {
    ($($t:ident $prefix:literal),*) => {$(
        impl $t {
            fn unknown_text(code: u8, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                unknown_n($prefix, code, f)
            }
            fn unknown_from_text(text: &str) -> Option<u8> {
                // Only codes without a name are spelled this way.
                parse_unknown($prefix, text).filter(|n| {
                    u32::from(*n) < 1 << Self::BITS && Self::from_code(*n).name().is_none()
                })
            }
        }
    )*};
}

unknown_spelling!(AccOp "op", MulOp "unknown", ComplexOp "unk", PassOp "unk", StoreSource "unk");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_round_trips_through_its_name() {
        for code in 0..16u8 {
            let c = ComplexOp::from_code(code);
            assert_eq!(
                (c.code(), ComplexOp::from_name(&c.to_string())),
                (code, Some(c))
            );
        }
        for code in 0..8u8 {
            let a = AccOp::from_code(code);
            assert_eq!(
                (a.code(), AccOp::from_name(&a.to_string())),
                (code, Some(a))
            );
            let m = MulOp::from_code(code);
            assert_eq!(
                (m.code(), MulOp::from_name(&m.to_string())),
                (code, Some(m))
            );
            let p = PassOp::from_code(code);
            assert_eq!(
                (p.code(), PassOp::from_name(&p.to_string())),
                (code, Some(p))
            );
            let s = StoreSource::from_code(code);
            assert_eq!(
                (s.code(), StoreSource::from_name(&s.to_string())),
                (code, Some(s))
            );
        }
        assert_eq!(AccOp::from_code(3).to_string(), "op3");
        assert_eq!(MulOp::from_name("unknown4"), None, "4 is sel");
        assert_eq!(PassOp::from_code(7).to_string(), "unk7");
    }
}
