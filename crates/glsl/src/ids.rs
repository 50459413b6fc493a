//! The IR's typed handles ([`crate::ir`] re-exports them): their own module, so
//! that what the IR refers to (reflection) can name them without importing the IR.

use serde::{Deserialize, Serialize};

/// Declares a typed handle: a `u32` index into one table of the IR, so
/// that a local cannot be passed where a global is meant. It serialises as
/// the bare number and prints as one.
macro_rules! handle {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(u32);

        impl $name {
            /// The handle with raw value `raw`.
            pub const fn new(raw: u32) -> Self {
                $name(raw)
            }

            /// The handle of table position `index` (which must fit a `u32`).
            pub const fn from_index(index: usize) -> Self {
                $name(index as u32)
            }

            /// The position in its table.
            pub const fn index(self) -> usize {
                self.0 as usize
            }

            /// The raw value.
            pub const fn get(self) -> u32 {
                self.0
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Display::fmt(&self.0, f)
            }
        }
    };
}

handle! {
    /// Index into [`crate::ir::Module::globals`].
    GlobalId
}
handle! {
    /// Index into [`crate::ir::Function::locals`].
    LocalId
}
handle! {
    /// Index into [`crate::ir::Module::functions`] (or a reserved id of a
    /// [`crate::GeometryOp`] in [`crate::ir::StmtKind::Call`]).
    FunctionId
}
