//! float24: the PICA200 shader float (1 sign, 7 exponent bits with bias 63, 16 mantissa bits).
