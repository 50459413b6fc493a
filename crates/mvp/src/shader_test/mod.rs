//! piglit `shader_test` files on the simulator: `[require]`, the shader
//! sections (several per stage form one shader), `[vertex data]` and the
//! `[test]` commands (uniforms, draws, textures, probes), with piglit's
//! tolerance rule (3/256 per channel of an 8-bit target unless `tolerance`).

mod clip_cmds;
mod fixed;
mod gl_state;
mod limits;
pub mod parse;
mod run;
mod texture_cmds;

pub use run::{
    run_shader_test, Engine, Outcome, ShaderTestOptions, TestReport, DEFAULT_SIZE, MAX_GLSL,
};
