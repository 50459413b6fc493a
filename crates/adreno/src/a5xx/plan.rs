//! Ordered register-write plans: what a driver emits, as data.

use serde::{Deserialize, Serialize};

use super::regs::{self, DecodedRegister};
use crate::Result;

/// One step of a plan.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Step {
    /// Write `value` to a register.
    Write {
        register: String,
        offset: u32,
        value: u32,
        /// The value decoded to named fields, for reading.
        fields: String,
    },
    /// `CP_EVENT_WRITE` of an event (`BLIT` 0x1E, `LRZ_FLUSH` 0x26, ...).
    Event { name: String, code: u32 },
}

impl Step {
    /// A write of named fields to register instance `name` (`RB_MRT[0].BASE_LO`).
    pub fn write(name: &str, fields: &[(&str, u64)]) -> Result<Step> {
        let (def, index) = regs::lookup(name)?;
        let value = def.encode(fields)?;
        Ok(Self::from_decoded(def.decode(index, value)))
    }

    /// A write of a whole value.
    pub fn write_value(name: &str, value: u32) -> Result<Step> {
        let (def, index) = regs::lookup(name)?;
        Ok(Self::from_decoded(def.decode(index, value)))
    }

    /// The two writes of a 64-bit address register pair `NAME_LO`/`NAME_HI`.
    pub fn write_address(lo: &str, hi: &str, address: u64) -> Result<[Step; 2]> {
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

    fn from_decoded(d: DecodedRegister) -> Step {
        let text = d.to_string();
        let fields = text
            .split_once(" { ")
            .map(|(_, f)| f.trim_end_matches(" }").to_string())
            .unwrap_or_default();
        Step::Write {
            register: d.name,
            offset: d.offset.unwrap_or(0),
            value: d.value,
            fields,
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
            } => {
                write!(f, "{register:<36} ({offset:#06x}) = {value:#010x}")?;
                if !fields.is_empty() {
                    write!(f, "  {{ {fields} }}")?;
                }
                Ok(())
            }
            Step::Event { name, code } => write!(f, "CP_EVENT_WRITE {name} ({code:#x})"),
        }
    }
}
