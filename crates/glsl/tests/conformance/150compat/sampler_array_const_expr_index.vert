// expect: compile -- GLSL 1.50 (compatibility) section 4.1.7: sampler arrays indexed with a constant expression
#version 150 compatibility
uniform sampler2D g_t[2];
const int k = 1;
vec4 f() { return texture(g_t[k - 1], vec2(0.5)); }
void main() {}
