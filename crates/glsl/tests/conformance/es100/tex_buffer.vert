// expect: fail -- GLSL ES 1.00 section 8.7: texelFetch on samplerBuffer (GLSL 1.40+)
#version 100
precision mediump float;
uniform samplerBuffer g_t;
void main() {
    vec4 c = texelFetch(g_t, 3);
}
