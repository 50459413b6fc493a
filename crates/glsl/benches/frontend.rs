//! Parse + analysis throughput of the front end on generated shaders of two
//! sizes 10x apart. Throughput is in source lines per second (divan reports
//! them as items).

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use gpubin_glsl::{compile, CompileOptions, Stage};

fn main() {
    divan::main();
}

/// A GLSL 3.30 fragment shader with `functions` helper functions of
/// typical content (arithmetic, calls, loops, swizzles, texture lookups).
fn generate(functions: usize) -> String {
    let mut s = String::from(
        "#version 330 core\nuniform sampler2D tex;\nuniform vec4 params[8];\nin vec2 uv;\nout vec4 color;\n",
    );
    for i in 0..functions {
        s.push_str(&format!(
            "vec4 f{i}(vec4 x, float k) {{
    vec4 acc = vec4(0.0);
    for (int j = 0; j < 4; ++j) {{
        acc += params[j] * x.wzyx + vec4(k * float(j));
        if (acc.x > 10.0) break;
    }}
    vec3 n = normalize(acc.xyz + vec3(1.0));
    float d = max(dot(n, vec3(0.0, 0.0, 1.0)), 0.0);
    acc.xy = mix(acc.xy, texture(tex, uv + vec2(float({i}) * 0.01)).xy, d);
    return clamp(acc, -1.0, 1.0) * {i}.5;
}}
"
        ));
    }
    s.push_str("void main() {\n    vec4 v = vec4(uv, 0.0, 1.0);\n");
    for i in 0..functions {
        s.push_str(&format!("    v = f{i}(v, {i}.0);\n"));
    }
    s.push_str("    color = v;\n}\n");
    s
}

#[divan::bench(args = [40, 400])]
fn parse_and_analyse(bencher: Bencher, functions: usize) {
    let src = generate(functions);
    let lines = src.lines().count();
    // The generated shader must compile, or the benchmark measures errors.
    compile(&src, Stage::Fragment, &CompileOptions::default()).expect("generated shader compiles");
    bencher
        .counter(ItemsCount::new(lines))
        .bench(|| compile(black_box(&src), Stage::Fragment, &CompileOptions::default()));
}
