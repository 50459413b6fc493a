// expect: fail -- GLSL ES 1.00 section 8.7: texelFetch on sampler2DMS (GLSL 1.50+)
#version 100
precision mediump float;
uniform sampler2DMS g_t;
void main() {
    vec4 c = texelFetch(g_t, ivec2(0), 1);
}
