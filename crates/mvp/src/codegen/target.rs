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
    /// Stop a shader that does not end: count loop iterations against a
    /// budget and return when it runs out (`codegen::budget`). Only the
    /// simulator's build sets it: the check calls functions that the
    /// simulator's runtime defines and the seed's ABI does not have.
    #[serde(default)]
    pub loop_budget: bool,
}

impl Default for Target {
    fn default() -> Self {
        Target {
            triple: None,
            datalayout: Some(DEFAULT_DATALAYOUT.to_string()),
            loop_budget: false,
        }
    }
}

impl Target {
    /// No triple, no data layout: the host compiler chooses (verification builds).
    pub fn host() -> Target {
        Target {
            triple: None,
            datalayout: None,
            loop_budget: false,
        }
    }

    /// The host target with the loop budget: the simulator's compiled engine.
    pub fn simulator() -> Target {
        Target {
            loop_budget: true,
            ..Target::host()
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
