//! External functions the emitted shader IR calls, with their C prototypes.
//!
//! Texture lookups, derivatives and `discard` leave the shader through
//! these declared functions; the back end's runtime (or the host harness, or the simulator)
//! implements them. Pointers point to 4-word (16-byte) vectors unless noted.

/// `discard`: marks the fragment killed; `ps_main` then returns without
/// writing its outputs.
pub const DISCARD: &str = "mvp_discard";
/// Filtered lookup: `texture`, `textureLod`, `textureGrad`, bias forms,
/// shadow compares. Writes 4 words (f32, or i32/u32 bits for integer samplers).
pub const TEXTURE: &str = "mvp_texture";
/// `texelFetch`: integer texel coordinates; writes 4 words.
pub const TEXEL_FETCH: &str = "mvp_texel_fetch";
/// `textureSize`: writes 3 i32 (width, height, depth or layers).
pub const TEXTURE_SIZE: &str = "mvp_texture_size";

/// A derivative site of a fragment shaded in a 2x2 quad (`dFdx`, `dFdy`,
/// `fwidth`, and the level of detail of an implicit-level lookup in the
/// fragment stage): writes d/dx and d/dy of the 4 words at `value` (fine or
/// coarse differences of the quad's lanes). `fwidth` is `|ddx| + |ddy|`.
pub const DERIVATIVES: &str = "mvp_derivatives";

/// `kind` argument of [`DERIVATIVES`]: per row and column of the quad.
pub const DERIVATIVE_FINE: u32 = 0;
/// One pair for the whole quad, from its first lane.
pub const DERIVATIVE_COARSE: u32 = 1;
/// The bits of `kind` above the fine/coarse bit hold the site's order in
/// [`gpubin_glsl::DerivativeSites`], so that a quad pairs its lanes by the
/// place of the site in the shader (`kind >> DERIVATIVE_SITE_SHIFT`).
pub const DERIVATIVE_SITE_SHIFT: u32 = 1;

/// `level_mode` argument of [`TEXTURE`]: the implicit level.
pub const LEVEL_AUTO: u32 = 0;
/// `level_mode`: the implicit level plus the `bias` argument.
pub const LEVEL_BIAS: u32 = 1;
/// `level_mode`: the explicit level in the `lod` argument.
pub const LEVEL_LOD: u32 = 2;
/// `level_mode`: the level from the `ddx`/`ddy` gradients.
pub const LEVEL_GRAD: u32 = 3;

// The `sampler` argument: dim [3:0] (0 1D, 1 2D, 2 3D, 3 Cube, 4 2DRect,
// 5 Buffer, 6 2DMS), arrayed bit 4, shadow bit 5, sampled kind [7:6]
// (0 float, 1 int, 2 uint).
/// `sampler` argument: an arrayed sampler.
pub const SAMPLER_ARRAYED: u32 = 1 << 4;
/// `sampler` argument: a shadow sampler (depth comparison).
pub const SAMPLER_SHADOW: u32 = 1 << 5;
/// `sampler` argument: shift of the sampled kind.
pub const SAMPLER_KIND_SHIFT: u32 = 6;

/// LLVM declarations of the external functions, by name; a module declares
/// the ones it calls.
pub const LLVM_DECLARATIONS: &[(&str, &str)] = &[
    (DISCARD, "declare void @mvp_discard()"),
    (
        TEXTURE,
        "declare void @mvp_texture(ptr, i32, i32, ptr, i32, float, ptr, ptr, ptr, float)",
    ),
    (
        TEXEL_FETCH,
        "declare void @mvp_texel_fetch(ptr, i32, i32, ptr, i32, ptr)",
    ),
    (
        TEXTURE_SIZE,
        "declare void @mvp_texture_size(ptr, i32, i32, i32)",
    ),
    (
        DERIVATIVES,
        "declare void @mvp_derivatives(ptr, ptr, ptr, i32)",
    ),
];

/// C prototypes, for the header and the host runtime.
pub const C_PROTOTYPES: &str = "\
void mvp_discard(void);
void mvp_texture(void *result, int unit, unsigned sampler, const float *coord,
                 unsigned level_mode, float level, const float *ddx, const float *ddy,
                 const int *offset, float depth_ref);
void mvp_texel_fetch(void *result, int unit, unsigned sampler, const int *texel,
                     int lod_or_sample, const int *offset);
void mvp_texture_size(int *result, int unit, unsigned sampler, int lod);
void mvp_derivatives(float *ddx, float *ddy, const float *value, unsigned kind);
";
