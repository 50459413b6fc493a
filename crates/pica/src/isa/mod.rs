//! Shader instruction encode/decode and operand descriptors.
