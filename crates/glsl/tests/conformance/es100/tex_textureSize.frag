// expect: fail -- GLSL ES 1.00 section 8.7: textureSize exists from GLSL 1.30
#version 100
precision mediump float;
uniform sampler2D g_t;
void main() {
    ivec2 sz = textureSize(g_t, 0);
}
