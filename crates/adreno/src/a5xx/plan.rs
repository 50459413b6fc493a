//! Ordered register-write plans: what a driver emits, as data.

use serde::{Deserialize, Serialize};

use super::regs::{fields_text, DecodedField, DecodedRegister, Field, RegAt};
use crate::Result;

/// One step of a plan.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Step {
    /// Write `value` to a register.
    Write {
        /// The register's name (with its index for arrays).
        register: String,
        /// Its dword offset.
        offset: u32,
        /// The value written.
        value: u32,
        /// The value decoded to named fields, for reading.
        fields: Vec<DecodedField>,
        /// Set bits no field covers.
        #[serde(default, skip_serializing_if = "is_zero")]
        undefined_bits: u64,
    },
    /// `CP_EVENT_WRITE` of an event (`BLIT` 0x1E, `LRZ_FLUSH` 0x26, ...).
    Event {
        /// The event's name.
        name: String,
        /// Its `CP_EVENT_WRITE` code.
        code: u32,
    },
}

fn is_zero(v: &u64) -> bool {
    *v == 0
}

impl Step {
    /// A write of typed field values to a register instance
    /// (`RB_MRT_PITCH::REG.at(0)`); fields not named are zero.
    pub fn write<R>(reg: impl Into<RegAt<R>>, fields: &[(Field<R>, u64)]) -> Result<Step> {
        let at = reg.into();
        let value = at.reg.encode(fields)?;
        Ok(Self::from_decoded(at.decode(value)?, value))
    }

    /// A write of a whole value.
    pub fn write_value<R>(reg: impl Into<RegAt<R>>, value: u32) -> Result<Step> {
        Ok(Self::from_decoded(reg.into().decode(value)?, value))
    }

    /// The two writes of a 64-bit address register pair `NAME_LO`/`NAME_HI`.
    pub fn write_address<L, H>(
        lo: impl Into<RegAt<L>>,
        hi: impl Into<RegAt<H>>,
        address: u64,
    ) -> Result<[Step; 2]> {
        Ok([
            Self::write_value(lo, address as u32)?,
            Self::write_value(hi, (address >> 32) as u32)?,
        ])
    }

    /// An event.
    pub fn event(name: &str, code: u32) -> Step {
        Step::Event {
            name: name.to_string(),
            code,
        }
    }

    fn from_decoded(d: DecodedRegister, value: u32) -> Step {
        Step::Write {
            register: d.name,
            offset: d.offset.unwrap_or(0),
            value,
            fields: d.fields,
            undefined_bits: d.undefined_bits,
        }
    }
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Step::Write {
                register,
                offset,
                value,
                fields,
                undefined_bits,
            } => {
                write!(f, "{register:<36} ({offset:#06x}) = {value:#010x}")?;
                let text = fields_text(fields, *undefined_bits);
                if !text.is_empty() {
                    write!(f, "  {{ {text} }}")?;
                }
                Ok(())
            }
            Step::Event { name, code } => write!(f, "CP_EVENT_WRITE {name} ({code:#x})"),
        }
    }
}
