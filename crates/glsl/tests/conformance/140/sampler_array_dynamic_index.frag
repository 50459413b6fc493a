// expect: fail -- GLSL 1.40 section 4.1.7: sampler arrays can only be indexed with integral constant expressions (GLSL 1.30-3.30)
#version 140
uniform sampler2D g_t[2];
uniform int g_i;
vec4 f() { return texture(g_t[g_i], vec2(0.5)); }
void main() {}
