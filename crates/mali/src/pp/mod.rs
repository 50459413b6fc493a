//! The PP (fragment processor) instruction set: decode, encode, text.
