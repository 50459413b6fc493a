//! The trait every PP instruction field implements; the field modules and the
//! instruction decoder share it.

/// One PP instruction field: a fixed width and a lossless bit mapping.
pub trait Field: Sized {
    /// Width in bits.
    const WIDTH: u32;
    /// Decodes the low `WIDTH` bits of `bits` (higher bits are ignored).
    fn decode(bits: u128) -> Self;
    /// Encodes back to the low `WIDTH` bits.
    fn encode(&self) -> u128;
}
