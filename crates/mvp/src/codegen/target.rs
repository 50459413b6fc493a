//! Target description written at the top of each emitted module.

use serde::{Deserialize, Serialize};

/// Default data layout: little endian, 32-bit pointers (the device builds
/// pointers from `unsigned int`, spec §2).
pub const DEFAULT_DATALAYOUT: &str = "e-m:e-p:32:32-i64:64-n32-S128";

/// Triple and data layout of an emitted module.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Target {
    /// `target triple`; omitted when `None` (the MVP back end is out of tree).
    pub triple: Option<String>,
    /// `target datalayout`; omitted when `None` (host builds use the host's).
    pub datalayout: Option<String>,
}

impl Default for Target {
    fn default() -> Self {
        Target {
            triple: None,
            datalayout: Some(DEFAULT_DATALAYOUT.to_string()),
        }
    }
}

impl Target {
    /// No triple, no data layout: the host compiler chooses (verification builds).
    pub fn host() -> Target {
        Target {
            triple: None,
            datalayout: None,
        }
    }

    pub(crate) fn write_header(&self, s: &mut String, module: &str) {
        s.push_str(&format!("source_filename = \"{module}\"\n"));
        if let Some(dl) = &self.datalayout {
            s.push_str(&format!("target datalayout = \"{dl}\"\n"));
        }
        if let Some(t) = &self.triple {
            s.push_str(&format!("target triple = \"{t}\"\n"));
        }
    }
}
