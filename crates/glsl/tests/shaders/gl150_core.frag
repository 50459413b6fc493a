#version 150
in vec2 uv;
out vec4 color;
uniform sampler2DMS ms;
void main() {
    vec4 s = texelFetch(ms, ivec2(3, 4), 2);
    color = vec4(float(gl_PrimitiveID), uv, s.w);
}
// run: {"inputs": {"uv": [0.5, 0.5], "gl_PrimitiveID": 9}, "uniforms": {"ms": 1}, "expect": {"color": [9, 0.5, 0.5, 12]}}
