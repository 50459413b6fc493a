//! Chunk tags of MBS1. `X` is the [`FourCC`], `X_` its bytes for `match`.

use gpubin_binfmt::FourCC;

macro_rules! tags {
    ($($name:ident $bytes:ident = $lit:literal;)*) => {$(
        #[doc = concat!("The bytes of ", stringify!($lit), ", for `match`.")]
        pub const $bytes: [u8; 4] = *$lit;
        #[doc = concat!("The tag ", stringify!($lit), ".")]
        pub const $name: FourCC = FourCC::new($lit);
    )*};
}

tags! {
    MBS1 MBS1_ = b"MBS1";
    CFRA CFRA_ = b"CFRA";
    CVER CVER_ = b"CVER";
    BATT BATT_ = b"BATT";
    FSTA FSTA_ = b"FSTA";
    FDIS FDIS_ = b"FDIS";
    FBUU FBUU_ = b"FBUU";
    FINS FINS_ = b"FINS";
    FPOI FPOI_ = b"FPOI";
    FTRA FTRA_ = b"FTRA";
    REGU REGU_ = b"REGU";
    SUNI SUNI_ = b"SUNI";
    SATT SATT_ = b"SATT";
    SVAR SVAR_ = b"SVAR";
    VUNI VUNI_ = b"VUNI";
    VVAR VVAR_ = b"VVAR";
    VATT VATT_ = b"VATT";
    STRI STRI_ = b"STRI";
    VIDX VIDX_ = b"VIDX";
    ITDR ITDR_ = b"ITDR";
    IYUV IYUV_ = b"IYUV";
    IGRD IGRD_ = b"IGRD";
    VINI VINI_ = b"VINI";
    DBIN DBIN_ = b"DBIN";
    DPRO DPRO_ = b"DPRO";
    VPRO VPRO_ = b"VPRO";
    VSOP VSOP_ = b"VSOP";
    VACT VACT_ = b"VACT";
    EXPR EXPR_ = b"EXPR";
    OPND OPND_ = b"OPND";
}
