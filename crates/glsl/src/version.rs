//! Shader stages, language versions and profiles.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Pipeline stage of a shader.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    /// Vertex shader.
    Vertex,
    /// Fragment shader.
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
/// 150 have no profile: 1.10 to 1.30 are recorded as compatibility, 1.40
/// (which removed the compatibility features) as core.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Profile {
    /// GLSL ES (`#version 100`).
    Es,
    /// Desktop core profile (and desktop version 1.40).
    Core,
    /// Desktop compatibility profile (and desktop versions 1.10 to 1.30).
    Compatibility,
}

/// A supported `#version`: 100 (ES), 110, 120, 130, 140, 150, 330.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Version {
    /// The `#version` number (100, 110, ..., 330).
    pub number: u16,
    /// The profile.
    pub profile: Profile,
}

impl Version {
    /// GLSL ES 1.00.
    pub const ES100: Version = Version {
        number: 100,
        profile: Profile::Es,
    };

    /// The version of a source without `#version` unless the caller says
    /// otherwise ([`crate::CompileOptions::default_version`]): GLSL 1.10
    /// (GLSL 1.10-3.30 §3.3: "Shaders that do not include a #version
    /// directive will be treated as targeting version 1.10").
    pub const DEFAULT: Version = Version {
        number: 110,
        profile: Profile::Compatibility,
    };

    /// Resolve a `#version` to a supported version and profile.
    pub(crate) fn resolve(num: u16, profile: Option<&str>) -> Result<Version, VersionError> {
        if num != 100 && profile == Some("es") {
            return Err(VersionError::EsNot100(num));
        }
        let supported = [100, 110, 120, 130, 140, 150, 330];
        if !supported.contains(&num) {
            return Err(VersionError::Unsupported(num));
        }
        let profile = match (num, profile) {
            (100, None | Some("es")) => Profile::Es,
            (100, Some(p)) => return Err(VersionError::ProfileWith100(p.to_string())),
            (150 | 330, Some("core") | None) => Profile::Core,
            (150 | 330, Some("compatibility")) => Profile::Compatibility,
            (_, Some(p @ ("core" | "compatibility"))) => {
                return Err(VersionError::ProfileBefore150(p.to_string()))
            }
            (_, Some(p)) => return Err(VersionError::UnknownProfile(p.to_string())),
            (140, None) => Profile::Core,
            (_, None) => Profile::Compatibility,
        };
        Ok(Version {
            number: num,
            profile,
        })
    }

    /// True for GLSL ES.
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

/// Why a `#version` (or a version given as text) names no supported
/// version.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VersionError {
    /// `es` after a version other than 100.
    #[error("#version {0} es is not supported (only 100 es)")]
    EsNot100(u16),
    /// A version number this crate does not know.
    #[error("unsupported GLSL version {0} (supported: 100 es, 110, 120, 130, 140, 150, 330)")]
    Unsupported(u16),
    /// A desktop profile after 100.
    #[error("profile `{0}` is not allowed with #version 100")]
    ProfileWith100(String),
    /// `core` or `compatibility` before 150.
    #[error("profile `{0}` requires #version 150 or later")]
    ProfileBefore150(String),
    /// A word that is no profile.
    #[error("unknown profile `{0}`")]
    UnknownProfile(String),
    /// A `#version` whose number does not parse (its spelling).
    #[error("invalid #version number `{0}`")]
    InvalidNumber(String),
    /// A `#version` without a number.
    #[error("#version without a number")]
    NoNumber,
    /// A token (its spelling) after a `#version`'s number and profile.
    #[error("unexpected `{0}` after #version")]
    Trailing(String),
    /// Text that does not start with a version number.
    #[error("invalid GLSL version `{0}` (a number, then a profile if any)")]
    Invalid(String),
}

/// What a `#version` line takes after the directive: `100`, `100 es`,
/// `330`, `150 compatibility` (a space or nothing before the profile).
impl std::str::FromStr for Version {
    type Err = VersionError;

    fn from_str(s: &str) -> Result<Version, VersionError> {
        let s = s.trim();
        let digits = s.bytes().take_while(u8::is_ascii_digit).count();
        let num = s[..digits]
            .parse::<u16>()
            .map_err(|_| VersionError::Invalid(s.to_string()))?;
        let profile = s[digits..].trim();
        Version::resolve(num, (!profile.is_empty()).then_some(profile))
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
