// expect: fail -- GLSL ES 1.00 section 8.7: texture1D (desktop)
#version 100
precision mediump float;
uniform sampler1D g_t;
void main() {
    vec4 c = texture1D(g_t, 0.5);
}
