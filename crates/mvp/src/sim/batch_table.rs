//! The batch table: what the batched fragment stage gives `mvp.ps_run`
//! (null everywhere else), which every filtered lookup and derivative of
//! the simulator's build passes on to the shim (`mvp_sim_texture`,
//! `mvp_sim_derivatives`), so that the compiled code answers them itself
//! instead of calling back into the simulator:
//! - a derivative is zero: the batches shade each lane alone, where every
//!   derivative site answers zero (`sim/quad.rs`) (explicit derivatives
//!   never take batches);
//! - a lookup on a bound 2D texture whose float lookups are a plain
//!   nearest fetch ([`Plain2d`]: one level, nearest both ways, repeat or
//!   clamp to edge), without offset, fetches the texel inline. The
//!   simulator's sampler stays the one implementation of every other
//!   lookup (other targets, filters and wraps, offsets, integer and shadow
//!   samplers, and all lookups outside the batches).
//!
//! The fetch is `sim/texture_filter.rs`'s for such a texture, operation
//! for operation: `u = coord.s * width` and `v = coord.t * height` in
//! float, each floored and converted to an integer as `floor_i64` does
//! (saturating, NaN 0), wrapped (Euclidean remainder, its low bits along a
//! power-of-two size, or clamp), the texel's four words copied. So the
//! images are the same bits (`tests/batches.rs` compares them).

use super::lookup::{Plain2d, SharedTextures};
use crate::codegen::{sampler_code, SIM_DERIVATIVES, SIM_TEXTURE};
use crate::externs::{DERIVATIVES, TEXTURE};
use gpubin_glsl::types::{SampledKind, SamplerDim, SamplerType};
use std::fmt::Write;

/// Units the table covers (0 to 31); lookups on others call back.
pub(crate) const UNITS: usize = 32;

/// Clamp to edge.
const CLAMP: i32 = 0;
/// Repeat along a power-of-two size: the Euclidean remainder is the low
/// bits (two's complement), no division.
const REPEAT_POW2: i32 = 1;
/// Repeat: the Euclidean remainder.
const REPEAT: i32 = 2;

/// The fields of [`Entry`] in order, as the shim's IR type `%mvp.plain`
/// declares them: the name of the value loaded, its IR type, its alignment.
const FIELDS: [(&str, &str, u32); 7] = [
    ("texels", "ptr", 8),
    ("w", "i64", 8),
    ("h", "i64", 8),
    ("wf", "float", 4),
    ("hf", "float", 4),
    ("rs", "i32", 4),
    ("rt", "i32", 4),
];

/// One unit of the table, as the shim's IR type `%mvp.plain` reads it
/// ([`FIELDS`]; a test checks the two agree).
#[repr(C)]
#[derive(Clone, Copy)]
pub(crate) struct Entry {
    /// The texels (four floats each), null where the unit has no plain
    /// 2D texture.
    texels: *const [f32; 4],
    width: i64,
    height: i64,
    /// `width as f32` and `height as f32`, as the sampler converts them.
    width_f: f32,
    height_f: f32,
    /// How each of s and t wraps: [`CLAMP`], [`REPEAT_POW2`] or [`REPEAT`].
    wrap: [i32; 2],
}

/// The batch table of one draw: its plain textures by unit, pointers into
/// `textures`, valid while it is borrowed.
pub(crate) struct Table<'a> {
    entries: [Entry; UNITS],
    _textures: std::marker::PhantomData<&'a dyn SharedTextures>,
}

impl<'a> Table<'a> {
    /// The table of a draw on `textures`.
    pub(crate) fn of(textures: &'a dyn SharedTextures) -> Table<'a> {
        let empty = Entry {
            texels: std::ptr::null(),
            width: 0,
            height: 0,
            width_f: 0.0,
            height_f: 0.0,
            wrap: [CLAMP; 2],
        };
        let mut entries = [empty; UNITS];
        for (unit, e) in entries.iter_mut().enumerate() {
            let Some(Plain2d {
                texels,
                width,
                height,
                repeat,
            }) = textures.plain_2d(unit as i32)
            else {
                continue;
            };
            *e = Entry {
                texels: texels.as_ptr(),
                width: i64::from(width),
                height: i64::from(height),
                width_f: width as f32,
                height_f: height as f32,
                wrap: [0, 1].map(|k| {
                    let n = [width, height][k];
                    match (repeat[k], n.is_power_of_two()) {
                        (false, _) => CLAMP,
                        (true, true) => REPEAT_POW2,
                        (true, false) => REPEAT,
                    }
                }),
            };
        }
        Table {
            entries,
            _textures: std::marker::PhantomData,
        }
    }

    /// The table's address, as `mvp.ps_run` takes it.
    pub(crate) fn as_ptr(&self) -> *const Entry {
        self.entries.as_ptr()
    }
}

/// The sampler code of `sampler2D` (a float lookup on a 2D target).
fn plain_sampler() -> u32 {
    sampler_code(&SamplerType {
        dim: SamplerDim::D2,
        arrayed: false,
        shadow: false,
        sampled: SampledKind::Float,
    })
}

/// The shim's `mvp_sim_derivatives`: zeros where there is a table, else
/// `mvp_derivatives`. Inlined at every site (so is `mvp_sim_texture`), so
/// that the batches' code has no call for them.
pub(crate) fn derivatives_ll() -> String {
    format!(
        "define void @{SIM_DERIVATIVES}(ptr %tab, ptr %ddx, ptr %ddy, ptr %value, i32 %kind) alwaysinline {{\n\
         entry:\n  \
         %alone = icmp ne ptr %tab, null\n  \
         br i1 %alone, label %zero, label %call\n\
         zero:\n  \
         store <4 x float> zeroinitializer, ptr %ddx, align 4\n  \
         store <4 x float> zeroinitializer, ptr %ddy, align 4\n  \
         ret void\n\
         call:\n  \
         call void @{DERIVATIVES}(ptr %ddx, ptr %ddy, ptr %value, i32 %kind)\n  \
         ret void\n}}\n"
    )
}

/// The shim's `mvp_sim_texture`: the inline fetch where there is a table,
/// it has the lookup's unit and the lookup is a plain one (`sampler2D`, no
/// offset), else `mvp_texture` (the shim's call of the sampler).
pub(crate) fn texture_ll() -> String {
    let code = plain_sampler();
    let types: Vec<&str> = FIELDS.iter().map(|f| f.1).collect();
    let mut loads = String::new();
    for (k, (name, ty, align)) in FIELDS.iter().enumerate().skip(1) {
        let _ = write!(
            loads,
            "  %{name}.at = getelementptr inbounds %mvp.plain, ptr %e, i64 0, i32 {k}\n  \
             %{name} = load {ty}, ptr %{name}.at, align {align}\n"
        );
    }
    format!(
        "%mvp.plain = type {{ {} }}\n\
         declare float @llvm.floor.f32(float)\n\
         declare i64 @llvm.fptosi.sat.i64.f32(float)\n\
         declare i64 @llvm.smax.i64(i64, i64)\n\
         declare i64 @llvm.smin.i64(i64, i64)\n\
         ; floor(x) as an integer, saturating, NaN 0 (texture_filter's floor_i64)\n\
         define internal i64 @mvp.plain.floor(float %x) alwaysinline {{\n  \
         %f = call float @llvm.floor.f32(float %x)\n  \
         %r = call i64 @llvm.fptosi.sat.i64.f32(float %f)\n  \
         ret i64 %r\n}}\n\
         ; texel index i of n: clamp to edge, repeat (Euclidean remainder)\n\
         define internal i64 @mvp.plain.wrap(i64 %i, i64 %n, i32 %wrap) alwaysinline {{\n\
         entry:\n  \
         %top = sub i64 %n, 1\n  \
         switch i32 %wrap, label %rem [ i32 {CLAMP}, label %clamp\n    \
         i32 {REPEAT_POW2}, label %low_bits ]\n\
         clamp:\n  \
         %lo = call i64 @llvm.smax.i64(i64 %i, i64 0)\n  \
         %clamped = call i64 @llvm.smin.i64(i64 %lo, i64 %top)\n  \
         ret i64 %clamped\n\
         low_bits:\n  \
         %low = and i64 %i, %top\n  \
         ret i64 %low\n\
         rem:\n  \
         %r = srem i64 %i, %n\n  \
         %neg = icmp slt i64 %r, 0\n  \
         %up = add i64 %r, %n\n  \
         %rep = select i1 %neg, i64 %up, i64 %r\n  \
         ret i64 %rep\n}}\n\
         define void @{SIM_TEXTURE}(ptr %tab, ptr %a0, i32 %a1, i32 %a2, ptr %a3, i32 %a4, float %a5, ptr %a6, ptr %a7, ptr %a8, float %a9) alwaysinline {{\n\
         entry:\n  \
         %has = icmp ne ptr %tab, null\n  \
         %in_range = icmp ult i32 %a1, {UNITS}\n  \
         %plain = icmp eq i32 %a2, {code}\n  \
         %no_offset = icmp eq ptr %a8, null\n  \
         %coord = icmp ne ptr %a3, null\n  \
         %k0 = and i1 %has, %in_range\n  \
         %k1 = and i1 %k0, %plain\n  \
         %k2 = and i1 %k1, %no_offset\n  \
         %k3 = and i1 %k2, %coord\n  \
         br i1 %k3, label %unit, label %call\n\
         unit:\n  \
         %u64 = zext i32 %a1 to i64\n  \
         %e = getelementptr inbounds %mvp.plain, ptr %tab, i64 %u64\n  \
         %texels = load ptr, ptr %e, align 8\n  \
         %bound = icmp ne ptr %texels, null\n  \
         br i1 %bound, label %fetch, label %call\n\
         fetch:\n  \
{loads}  \
         %s = load float, ptr %a3, align 4\n  \
         %t.at = getelementptr inbounds float, ptr %a3, i64 1\n  \
         %t = load float, ptr %t.at, align 4\n  \
         %u = fmul float %s, %wf\n  \
         %v = fmul float %t, %hf\n  \
         %i = call i64 @mvp.plain.floor(float %u)\n  \
         %j = call i64 @mvp.plain.floor(float %v)\n  \
         %x = call i64 @mvp.plain.wrap(i64 %i, i64 %w, i32 %rs)\n  \
         %y = call i64 @mvp.plain.wrap(i64 %j, i64 %h, i32 %rt)\n  \
         %row = mul i64 %y, %w\n  \
         %at = add i64 %row, %x\n  \
         %p = getelementptr inbounds [4 x float], ptr %texels, i64 %at\n  \
         %texel = load <4 x i32>, ptr %p, align 4\n  \
         store <4 x i32> %texel, ptr %a0, align 4\n  \
         ret void\n\
         call:\n  \
         call void @{TEXTURE}(ptr %a0, i32 %a1, i32 %a2, ptr %a3, i32 %a4, float %a5, ptr %a6, ptr %a7, ptr %a8, float %a9)\n  \
         ret void\n}}\n",
        types.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::mem::{offset_of, size_of};

    /// `Entry` is laid out as `%mvp.plain` (C rules, as LLVM's for a
    /// non-packed struct on the host).
    #[test]
    fn the_entry_is_the_ir_type() {
        let offsets = [
            offset_of!(Entry, texels),
            offset_of!(Entry, width),
            offset_of!(Entry, height),
            offset_of!(Entry, width_f),
            offset_of!(Entry, height_f),
            offset_of!(Entry, wrap),
            offset_of!(Entry, wrap) + 4,
        ];
        let mut at = 0usize;
        for ((name, ty, align), offset) in FIELDS.iter().zip(offsets) {
            let size = match *ty {
                "ptr" | "i64" => 8,
                _ => 4,
            };
            at = at.next_multiple_of(*align as usize);
            assert_eq!(at, offset, "{name}");
            at += size;
        }
        assert_eq!(at.next_multiple_of(8), size_of::<Entry>());
    }
}
