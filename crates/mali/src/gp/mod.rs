//! The GP (geometry/vertex processor) instruction set: decode, encode, text.
