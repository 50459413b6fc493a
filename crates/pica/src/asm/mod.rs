//! The assembler for the picasso dialect.
