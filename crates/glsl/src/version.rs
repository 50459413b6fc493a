//! Shader stages, language versions and profiles.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Pipeline stage of a shader.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    Vertex,
    Fragment,
    /// GLSL 1.50+ (GLSL 1.50 §2.3, §4.3.8.1).
    Geometry,
}

impl Stage {
    /// Stage from a file extension: `vert`/`vs`, `frag`/`fs` and `geom`/`gs`.
    pub fn from_extension(ext: &str) -> Option<Stage> {
        match ext.to_ascii_lowercase().as_str() {
            "vert" | "vs" => Some(Stage::Vertex),
            "frag" | "fs" => Some(Stage::Fragment),
            "geom" | "gs" => Some(Stage::Geometry),
            _ => None,
        }
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Stage::Vertex => "vertex",
            Stage::Fragment => "fragment",
            Stage::Geometry => "geometry",
        })
    }
}

/// Language profile. ES is implied by `#version 100`; desktop versions below
/// 150 have no profile and behave as compatibility.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Profile {
    Es,
    Core,
    Compatibility,
}

/// A supported `#version`: 100 (ES), 110, 120, 130, 140, 150, 330.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Version {
    pub number: u16,
    pub profile: Profile,
}

impl Version {
    pub const ES100: Version = Version {
        number: 100,
        profile: Profile::Es,
    };

    pub fn is_es(&self) -> bool {
        self.profile == Profile::Es
    }

    /// True for desktop GLSL at or above `n`.
    pub fn desktop_at_least(&self, n: u16) -> bool {
        !self.is_es() && self.number >= n
    }

    /// Compatibility built-ins (`gl_Vertex`, `gl_FrontColor`, fixed-function
    /// uniforms). Desktop versions below 1.40 always have them (the
    /// profile is recorded as compatibility), 1.40 never (removed, profiles
    /// did not exist yet), 1.50+ only with `compatibility`.
    pub fn has_compatibility(&self) -> bool {
        self.profile == Profile::Compatibility
    }

    /// Human-readable name: `GLSL ES 1.00`, `GLSL 1.20`, `GLSL 3.30 core`.
    pub fn name(&self) -> String {
        if self.is_es() {
            return "GLSL ES 1.00".into();
        }
        let profile = match (self.number, self.profile) {
            (n, _) if n < 150 => "",
            (_, Profile::Core) => " core",
            _ => " compatibility",
        };
        format!(
            "GLSL {}.{:02}{profile}",
            self.number / 100,
            self.number % 100
        )
    }

    /// Implicit int -> float conversions (desktop GLSL 1.20+).
    pub fn implicit_conversions(&self) -> bool {
        self.desktop_at_least(120)
    }

    /// Integers are real 32-bit two's complement with `uint`, bit operators,
    /// `%`, shifts and `switch` (desktop GLSL 1.30+).
    pub fn has_integer_ops(&self) -> bool {
        self.desktop_at_least(130)
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.profile {
            Profile::Es => write!(f, "{} es", self.number),
            _ if self.number < 150 => write!(f, "{}", self.number),
            Profile::Core => write!(f, "{} core", self.number),
            Profile::Compatibility => write!(f, "{} compatibility", self.number),
        }
    }
}
