//! Opcode enums declared once: code, name, source count. The text printers, the
//! assemblers and the JSON model (`"op": "mov"`) all use them.
//!
//! Codes without a name stay representable: every code of the field's width decodes
//! to a value that encodes back. Each type supplies `unknown_text` and
//! `unknown_from_text`, how such codes print and parse.

/// Declares an opcode enum with its named codes; other codes are `Unknown(n)` and
/// print `op<n>`.
macro_rules! opcodes {
    ($(#[$doc:meta])* $name:ident, $bits:expr, { $($code:literal => $variant:ident $text:literal $sources:literal,)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $(
                #[doc = concat!("Code ", stringify!($code), ", printed `", $text, "`.")]
                $variant,
            )*
            /// A code with no known name, printed `op<n>`.
            Unknown(u8),
        }

        impl $name {
            /// Width of the opcode field in bits.
            pub const BITS: u32 = $bits;

            /// The code in the opcode field.
            pub fn code(self) -> u8 {
                match self {
                    $($name::$variant => $code,)*
                    $name::Unknown(n) => n,
                }
            }

            /// Mesa's name, if the code has one.
            pub fn name(self) -> Option<&'static str> {
                match self {
                    $($name::$variant => Some($text),)*
                    $name::Unknown(_) => None,
                }
            }

            /// Sources Mesa prints (unnamed codes print one).
            pub fn sources(self) -> u8 {
                match self {
                    $($name::$variant => $sources,)*
                    $name::Unknown(_) => 1,
                }
            }

            /// The opcode a named or `op<n>` mnemonic denotes.
            pub fn from_name(text: &str) -> Option<Self> {
                match text {
                    $($text => Some($name::$variant),)*
                    _ => {
                        let n = Self::unknown_from_text(text)?;
                        (u32::from(n) < 1 << $bits).then_some($name::Unknown(n))
                    }
                }
            }

            /// Decodes a code (bits above the field's width are ignored).
            pub fn from_code(code: u8) -> Self {
                let code = (u32::from(code) & ((1 << $bits) - 1)) as u8;
                match code {
                    $($code => $name::$variant,)*
                    _ => $name::Unknown(code),
                }
            }
        }

        /// Code 0, what an all-zero instruction holds.
        impl Default for $name {
            fn default() -> Self {
                Self::from_code(0)
            }
        }

        impl $crate::bitfield::FieldValue for $name {
            fn from_bits(bits: u128, _: u32) -> Self {
                Self::from_code(bits as u8)
            }
            fn to_bits(&self) -> u128 {
                self.code().into()
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match self.name() {
                    Some(n) => f.write_str(n),
                    None => Self::unknown_text(self.code(), f),
                }
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = <String as serde::Deserialize>::deserialize(d)?;
                Self::from_name(&text).ok_or_else(|| {
                    serde::de::Error::custom(format!("unknown {} `{text}`", stringify!($name)))
                })
            }
        }
    };
}

pub(crate) use opcodes;
