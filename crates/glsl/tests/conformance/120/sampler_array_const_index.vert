// expect: compile -- GLSL 1.20 section 4.1.7: sampler arrays indexed with constant expressions
#version 120
uniform sampler2D g_t[2];
vec4 f() { return texture2D(g_t[1], vec2(0.5)); }
void main() {}
