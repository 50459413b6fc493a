//! Symbol records in GLSL terms, and the sizes ARM's loader derives from them.

use super::model::{SymbolInfo, SymbolType};

/// `lowp`, `mediump`, `highp`, or `None` for 0 (unknown) and other bytes.
pub fn precision_name(precision: u8) -> Option<&'static str> {
    match precision {
        1 => Some("lowp"),
        2 => Some("mediump"),
        3 => Some("highp"),
        _ => None,
    }
}

/// The GLSL base type of a record without precision or array suffix: `vec3`, `mat4`,
/// `sampler2D`, `struct`. Records that no GLSL type matches print as `type5/7`.
pub fn base_type(info: &SymbolInfo) -> String {
    let n = info.vec_size;
    let vector = |scalar: &str, prefix: &str| match n {
        1 => scalar.to_string(),
        2..=4 => format!("{prefix}vec{n}"),
        _ => format!("{scalar}/{n}"),
    };
    match info.kind {
        SymbolType::FLOAT => vector("float", ""),
        SymbolType::INT => vector("int", "i"),
        SymbolType::BOOL => vector("bool", "b"),
        SymbolType::MATRIX if (2..=4).contains(&n) => format!("mat{n}"),
        SymbolType::SAMPLER if n == 3 => "sampler3D".to_string(),
        SymbolType::SAMPLER => "sampler2D".to_string(),
        SymbolType::SAMPLER_CUBE => "samplerCube".to_string(),
        SymbolType::SAMPLER_2D_SHADOW => "sampler2DShadow".to_string(),
        SymbolType::SAMPLER_EXTERNAL => "samplerExternalOES".to_string(),
        SymbolType::STRUCT => "struct".to_string(),
        t => format!("type{}/{n}", t.0),
    }
}

/// The full GLSL spelling: `mediump vec3[4]`, `sampler2D`, `highp mat4`.
pub fn glsl_type(info: &SymbolInfo) -> String {
    let mut s = String::new();
    // Samplers and structs default to mediump; only say so when it is not the default.
    if let Some(p) = precision_name(info.precision) {
        if !(info.kind.is_sampler() || info.kind == SymbolType::STRUCT) || info.precision != 2 {
            s.push_str(p);
            s.push(' ');
        }
    }
    s.push_str(&base_type(info));
    if info.array_size > 0 {
        s.push_str(&format!("[{}]", info.array_size));
    }
    s
}

/// The block size ARM's loader gives a non-struct record, in cells (spec §5 "extent"),
/// after the fix-up for top-level non-array scalars and vectors.
pub fn extent(info: &SymbolInfo, top_level: bool) -> u64 {
    let (vector_stride, array_stride) = strides(info, top_level);
    if info.kind == SymbolType::STRUCT {
        return u64::from(array_stride) * u64::from(info.array_size.max(1));
    }
    let arrays = if info.array_size > 0 {
        u64::from(array_stride) * (u64::from(info.array_size) - 1)
    } else {
        0
    };
    let columns = if info.kind == SymbolType::MATRIX {
        u64::from(vector_stride) * u64::from(info.vec_size.saturating_sub(1))
    } else {
        0
    };
    arrays + columns + cells_per_vector(info)
}

/// Cells one vector (one matrix column, one sampler) occupies.
pub fn cells_per_vector(info: &SymbolInfo) -> u64 {
    match info.kind {
        SymbolType::SAMPLER | SymbolType::SAMPLER_CUBE | SymbolType::SAMPLER_2D_SHADOW => 1,
        SymbolType::SAMPLER_EXTERNAL => 3,
        _ => u64::from(info.vec_size),
    }
}

/// (vector_stride, array_stride) as ARM's loader uses them: top-level non-array
/// float/int/bool records get both equal to vec_size.
pub fn strides(info: &SymbolInfo, top_level: bool) -> (u16, u16) {
    let scalar = matches!(
        info.kind,
        SymbolType::FLOAT | SymbolType::INT | SymbolType::BOOL
    );
    if top_level && scalar && info.array_size == 0 {
        (info.vec_size, info.vec_size)
    } else {
        (info.vector_stride, info.array_stride)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(kind: SymbolType, vec_size: u16, array_size: u16, precision: u8) -> SymbolInfo {
        SymbolInfo {
            version: 2,
            kind,
            vec_size,
            vector_stride: 4,
            array_size,
            array_stride: 4,
            bit_precision: 16,
            precision,
            invariant: 0,
        }
    }

    #[test]
    fn glsl_spelling() {
        assert_eq!(
            glsl_type(&info(SymbolType::FLOAT, 3, 4, 2)),
            "mediump vec3[4]"
        );
        assert_eq!(glsl_type(&info(SymbolType::SAMPLER, 2, 0, 2)), "sampler2D");
        assert_eq!(
            glsl_type(&info(SymbolType::SAMPLER, 2, 0, 1)),
            "lowp sampler2D"
        );
        assert_eq!(glsl_type(&info(SymbolType::MATRIX, 4, 0, 3)), "highp mat4");
        assert_eq!(glsl_type(&info(SymbolType::INT, 1, 0, 0)), "int");
        assert_eq!(glsl_type(&info(SymbolType::BOOL, 2, 0, 1)), "lowp bvec2");
        assert_eq!(glsl_type(&info(SymbolType(12), 2, 0, 9)), "type12/2");
    }

    #[test]
    fn extents() {
        // vec4[2] on the GP: stride 4, 8 cells.
        assert_eq!(extent(&info(SymbolType::FLOAT, 4, 2, 2), true), 8);
        // mat3 with column stride 4: 4 + 4 + 3.
        assert_eq!(extent(&info(SymbolType::MATRIX, 3, 0, 2), false), 11);
        // A lone sampler takes one cell, an external sampler three.
        assert_eq!(extent(&info(SymbolType::SAMPLER, 2, 0, 2), true), 1);
        assert_eq!(
            extent(&info(SymbolType::SAMPLER_EXTERNAL, 2, 0, 2), true),
            3
        );
        // Top-level non-array vec2 with odd strides: strides become vec_size.
        let mut v = info(SymbolType::FLOAT, 2, 0, 2);
        v.vector_stride = 9;
        assert_eq!(extent(&v, true), 2);
        // Struct: element stride × count.
        let mut s = info(SymbolType::STRUCT, 2, 3, 2);
        s.array_stride = 8;
        assert_eq!(extent(&s, false), 24);
    }
}
