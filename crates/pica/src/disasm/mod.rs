//! The disassembler: SHBIN to picasso-dialect source.
