//! Code size of compiled GLSL against the assembly a 3DS developer writes by hand,
//! for typical vertex shaders: each pair computes the same outputs (checked in the
//! simulator on the same inputs), and the compiled one takes at most 1.25 times the
//! instruction words. `cargo test -p gpubin-pica --test compile_sizes -- --nocapture`
//! prints the table of the crate README.

use gpubin_pica::asm;
use gpubin_pica::compile::{compile, Options};
use gpubin_pica::shbin::{Shbin, UniformRegister};
use gpubin_pica::sim::{self, bindings, Setup};

struct Pair {
    name: &'static str,
    glsl: &'static str,
    hand: &'static str,
}

const PAIRS: &[Pair] = &[
    Pair {
        name: "2D sprite",
        glsl: "attribute vec2 inPos;
attribute vec2 inTex;
uniform mat4 projection;
varying vec2 texcoord0;
void main() {
    gl_Position = projection * vec4(inPos, 0.0, 1.0);
    texcoord0 = inTex;
}",
        hand: ".fvec projection[4]
.constf zo(0.0, 1.0, 0.0, 0.0)
.in inPos
.in inTex
.out outPos position
.out outTex texcoord0.xy
.proc main
	mov r0.xy, inPos
	mov r0.zw, zo.xxxy
	dp4 outPos.x, projection[0], r0
	dp4 outPos.y, projection[1], r0
	dp4 outPos.z, projection[2], r0
	dp4 outPos.w, projection[3], r0
	mov outTex, inTex
	end
.end
",
    },
    Pair {
        name: "vertex colour",
        glsl: "attribute vec4 inPos;
attribute vec4 inClr;
uniform mat4 projection;
varying vec4 color;
void main() {
    gl_Position = projection * inPos;
    color = inClr;
}",
        hand: ".fvec projection[4]
.in inPos
.in inClr
.out outPos position
.out outClr color
.proc main
	dp4 outPos.x, projection[0], inPos
	dp4 outPos.y, projection[1], inPos
	dp4 outPos.z, projection[2], inPos
	dp4 outPos.w, projection[3], inPos
	mov outClr, inClr
	end
.end
",
    },
    Pair {
        name: "Lambert lighting",
        glsl: "#version 120
attribute vec4 inPos;
attribute vec3 inNorm;
attribute vec2 inTex;
uniform mat4 projection;
uniform mat4 modelView;
uniform vec4 lightVec;
uniform vec4 lightClr;
uniform vec4 ambient;
varying vec4 color;
varying vec2 texcoord0;
void main() {
    vec4 p = modelView * inPos;
    gl_Position = projection * p;
    vec3 n = normalize(mat3(modelView) * inNorm);
    color = ambient + lightClr * max(dot(n, lightVec.xyz), 0.0);
    texcoord0 = inTex;
}",
        hand: ".fvec projection[4], modelView[4]
.fvec lightVec, lightClr, ambient
.constf zero(0.0, 0.0, 0.0, 0.0)
.in inPos
.in inNorm
.in inTex
.out outPos position
.out outClr color
.out outTex texcoord0.xy
.proc main
	dp4 r0.x, modelView[0], inPos
	dp4 r0.y, modelView[1], inPos
	dp4 r0.z, modelView[2], inPos
	dp4 r0.w, modelView[3], inPos
	dp4 outPos.x, projection[0], r0
	dp4 outPos.y, projection[1], r0
	dp4 outPos.z, projection[2], r0
	dp4 outPos.w, projection[3], r0
	dp3 r1.x, modelView[0], inNorm
	dp3 r1.y, modelView[1], inNorm
	dp3 r1.z, modelView[2], inNorm
	dp3 r2.x, r1, r1
	rsq r2.x, r2.x
	mul r1.xyz, r1, r2.xxxx
	dp3 r2.x, lightVec, r1
	max r2.x, zero, r2
	mov r3, ambient
	mad outClr, r2.xxxx, lightClr, r3
	mov outTex, inTex
	end
.end
",
    },
    Pair {
        name: "texture-coordinate generation (sphere map)",
        glsl: "#version 120
attribute vec4 inPos;
attribute vec3 inNorm;
uniform mat4 projection;
uniform mat4 modelView;
varying vec2 texcoord0;
void main() {
    vec4 p = modelView * inPos;
    gl_Position = projection * p;
    vec3 n = mat3(modelView) * inNorm;
    texcoord0 = n.xy * 0.5 + 0.5;
}",
        hand: ".fvec projection[4], modelView[4]
.constf half(0.5, 0.5, 0.5, 0.5)
.in inPos
.in inNorm
.out outPos position
.out outTex texcoord0.xy
.proc main
	dp4 r0.x, modelView[0], inPos
	dp4 r0.y, modelView[1], inPos
	dp4 r0.z, modelView[2], inPos
	dp4 r0.w, modelView[3], inPos
	dp4 outPos.x, projection[0], r0
	dp4 outPos.y, projection[1], r0
	dp4 outPos.z, projection[2], r0
	dp4 outPos.w, projection[3], r0
	dp3 r1.x, modelView[0], inNorm
	dp3 r1.y, modelView[1], inNorm
	mov r2, half
	mad outTex, r1, half, r2
	end
.end
",
    },
    Pair {
        name: "two-bone skinning",
        glsl: "#version 130
in vec4 inPos;
in ivec2 boneIndex;
in vec2 boneWeight;
uniform mat4 projection;
uniform mat4 bones[8];
void main() {
    vec4 p = (bones[boneIndex.x] * inPos) * boneWeight.x
           + (bones[boneIndex.y] * inPos) * boneWeight.y;
    gl_Position = projection * p;
}",
        hand: ".fvec projection[4]
.fvec bones[32]
.constf four(4.0, 4.0, 4.0, 4.0)
.in inPos
.in boneIndex
.in boneWeight
.out outPos position
.proc main
	mul r0.xy, four, boneIndex
	mova a0.xy, r0
	dp4 r1.x, bones[a0.x], inPos
	dp4 r1.y, bones[a0.x+1], inPos
	dp4 r1.z, bones[a0.x+2], inPos
	dp4 r1.w, bones[a0.x+3], inPos
	dp4 r2.x, bones[a0.y], inPos
	dp4 r2.y, bones[a0.y+1], inPos
	dp4 r2.z, bones[a0.y+2], inPos
	dp4 r2.w, bones[a0.y+3], inPos
	mul r1, r1, boneWeight.xxxx
	mad r1, r2, boneWeight.yyyy, r1
	dp4 outPos.x, projection[0], r1
	dp4 outPos.y, projection[1], r1
	dp4 outPos.z, projection[2], r1
	dp4 outPos.w, projection[3], r1
	end
.end
",
    },
    Pair {
        name: "four lights and fog",
        glsl: "#version 120
attribute vec4 inPos;
attribute vec3 inNorm;
uniform mat4 projection;
uniform mat4 modelView;
uniform vec4 lightDir[4];
uniform vec4 lightClr[4];
uniform vec4 ambient;
uniform vec4 fog; // x: fog end, y: 1 / (end - start)
varying vec4 color;
void main() {
    vec4 p = modelView * inPos;
    gl_Position = projection * p;
    vec3 n = mat3(modelView) * inNorm;
    vec4 c = ambient;
    for (int i = 0; i < 4; i++)
        c += lightClr[i] * max(dot(n, lightDir[i].xyz), 0.0);
    c.a = clamp((fog.x + p.z) * fog.y, 0.0, 1.0);
    color = c;
}",
        hand: ".fvec projection[4], modelView[4]
.fvec lightDir[4], lightClr[4]
.fvec ambient, fog
.constf zo(0.0, 1.0, 0.0, 0.0)
.in inPos
.in inNorm
.out outPos position
.out outClr color
.proc main
	dp4 r0.x, modelView[0], inPos
	dp4 r0.y, modelView[1], inPos
	dp4 r0.z, modelView[2], inPos
	dp4 r0.w, modelView[3], inPos
	dp4 outPos.x, projection[0], r0
	dp4 outPos.y, projection[1], r0
	dp4 outPos.z, projection[2], r0
	dp4 outPos.w, projection[3], r0
	dp3 r1.x, modelView[0], inNorm
	dp3 r1.y, modelView[1], inNorm
	dp3 r1.z, modelView[2], inNorm
	mov r2, ambient
	dp3 r3.x, lightDir[0], r1
	max r3.x, zo.xxxx, r3
	mad r2, r3.xxxx, lightClr[0], r2
	dp3 r3.x, lightDir[1], r1
	max r3.x, zo.xxxx, r3
	mad r2, r3.xxxx, lightClr[1], r2
	dp3 r3.x, lightDir[2], r1
	max r3.x, zo.xxxx, r3
	mad r2, r3.xxxx, lightClr[2], r2
	dp3 r3.x, lightDir[3], r1
	max r3.x, zo.xxxx, r3
	mad r2, r3.xxxx, lightClr[3], r2
	add r3.x, fog.xxxx, r0.zzzz
	mul r3.x, fog.yyyy, r3
	max r3.x, zo.xxxx, r3
	min r2.w, zo.yyyy, r3.xxxx
	mov outClr, r2
	end
.end
",
    },
    Pair {
        name: "billboard",
        glsl: "attribute vec4 inCenter;
attribute vec2 inCorner;
attribute vec2 inTex;
uniform mat4 projection;
uniform mat4 modelView;
uniform float size;
varying vec2 texcoord0;
void main() {
    vec4 p = modelView * inCenter;
    p.xy += inCorner * size;
    gl_Position = projection * p;
    texcoord0 = inTex;
}",
        hand: ".fvec projection[4], modelView[4]
.fvec size
.in inCenter
.in inCorner
.in inTex
.out outPos position
.out outTex texcoord0.xy
.proc main
	dp4 r0.x, modelView[0], inCenter
	dp4 r0.y, modelView[1], inCenter
	dp4 r0.z, modelView[2], inCenter
	dp4 r0.w, modelView[3], inCenter
	mad r0.xy, inCorner, size.xxxx, r0
	dp4 outPos.x, projection[0], r0
	dp4 outPos.y, projection[1], r0
	dp4 outPos.z, projection[2], r0
	dp4 outPos.w, projection[3], r0
	mov outTex, inTex
	end
.end
",
    },
];

/// Registers of a DVLE's symbol, by name.
fn symbol(shbin: &Shbin, name: &str) -> Option<(UniformRegister, usize)> {
    shbin.dvles[0]
        .uniforms
        .iter()
        .find(|u| u.name.as_str() == name)
        .map(|u| {
            (
                UniformRegister::from_table(u.first_register).unwrap(),
                usize::from(u.last_register - u.first_register) + 1,
            )
        })
}

/// A few values in [-2, 2) from a seed, whole numbers for bone indices.
fn fill(seed: &mut u64, s: &mut Setup, shbin: &Shbin) {
    let mut next = || {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        (*seed % 1024) as f32 / 256.0 - 2.0
    };
    for u in &shbin.dvles[0].uniforms {
        let first = UniformRegister::from_table(u.first_register).unwrap();
        for k in 0..=usize::from(u.last_register - u.first_register) {
            let r = [next(), next(), next(), next()];
            match first {
                UniformRegister::Input(v) if u.name.as_str() == "boneIndex" => {
                    s.inputs[usize::from(v) + k] = r.map(|x| (x + 2.0).floor() * 2.0 % 8.0)
                }
                UniformRegister::Input(v) => s.inputs[usize::from(v) + k] = r,
                UniformRegister::Float(c) => s.float_uniforms[usize::from(c) + k] = r,
                _ => {}
            }
        }
    }
}

/// The hand-written shader's registers given the compiled one's values, by name.
fn same_values(from: &Setup, from_shbin: &Shbin, to_shbin: &Shbin) -> Setup {
    let mut s = Setup::new(to_shbin, 0).unwrap();
    for u in &from_shbin.dvles[0].uniforms {
        let (a, n) = symbol(from_shbin, u.name.as_str()).unwrap();
        let (b, m) = symbol(to_shbin, u.name.as_str())
            .unwrap_or_else(|| panic!("the hand-written shader has no `{}`", u.name.as_str()));
        assert_eq!(n, m, "{}", u.name.as_str());
        for k in 0..n {
            match (a, b) {
                (UniformRegister::Input(x), UniformRegister::Input(y)) => {
                    s.inputs[usize::from(y) + k] = from.inputs[usize::from(x) + k]
                }
                (UniformRegister::Float(x), UniformRegister::Float(y)) => {
                    s.float_uniforms[usize::from(y) + k] = from.float_uniforms[usize::from(x) + k]
                }
                _ => panic!("{}: registers of different banks", u.name.as_str()),
            }
        }
    }
    s
}

#[test]
fn compiled_code_is_within_a_quarter_of_hand_written() {
    let mut table =
        String::from("| shader | hand-written | compiled | ratio |\n|---|---|---|---|\n");
    let mut worst: f64 = 0.0;
    for p in PAIRS {
        let c = compile(p.glsl, &Options::default()).unwrap_or_else(|e| panic!("{}: {e}", p.name));
        let hand = asm::assemble(
            &[asm::Source {
                name: p.name,
                text: p.hand,
            }],
            asm::Options::default(),
        )
        .unwrap_or_else(|e| panic!("{}: {e}", p.name))
        .into_shbin();
        let (nc, nh) = (c.instructions, hand.dvlp.code.len());
        let ratio = nc as f64 / nh as f64;
        worst = worst.max(ratio);
        table.push_str(&format!("| {} | {nh} | {nc} | {ratio:.2} |\n", p.name));
        // The same outputs on the same values.
        let mut seed = 0x5eed_u64 + nh as u64;
        for _ in 0..4 {
            let mut sc = Setup::new(c.shbin(), 0).unwrap();
            fill(&mut seed, &mut sc, c.shbin());
            let sh = same_values(&sc, c.shbin(), &hand);
            let oc = sim::run(c.shbin(), 0, &sc, &sim::Options::default()).unwrap();
            let oh = sim::run(&hand, 0, &sh, &sim::Options::default()).unwrap();
            let a = bindings::outputs_by_semantic(&c.shbin().dvles[0], &oc.outputs);
            let b = bindings::outputs_by_semantic(&hand.dvles[0], &oh.outputs);
            assert_eq!(a.len(), b.len(), "{}", p.name);
            for ((sa, va), (sb, vb)) in a.iter().zip(&b) {
                assert_eq!(sa, sb, "{}", p.name);
                for (x, y) in va.iter().zip(vb) {
                    assert!(
                        (x - y).abs() <= 1e-3 * (1.0 + y.abs()),
                        "{}: {sa}: compiled {va:?}, hand-written {vb:?}\n{}",
                        p.name,
                        c.asm
                    );
                }
            }
        }
        assert!(
            ratio <= 1.25,
            "{}: {nc} words against {nh}\n{}",
            p.name,
            c.asm
        );
    }
    println!("{table}");
}
