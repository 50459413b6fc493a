//! The generated fragment shader of the front-end benchmark and of
//! `scripts/glsl-vs-glslang.sh`: `functions` helpers of typical content
//! (macros, arithmetic, calls, loops, swizzles, built-in and texture
//! calls) and a `main` calling each; 13 lines per function plus 10.

pub fn generate(functions: usize) -> String {
    let mut s = String::from(
        "#version 330 core\n#define SCALE(x, k) ((x) * (k) + vec4(0.5))\nuniform sampler2D tex;\nuniform vec4 params[8];\nin vec2 uv;\nout vec4 color;\n",
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
    acc = SCALE(acc, d);
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
