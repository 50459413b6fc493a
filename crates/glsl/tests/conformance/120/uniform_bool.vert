// expect: compile -- GLSL 1.20 section 4.3.5: uniforms may be booleans
#version 120
uniform bool g_b;
uniform bvec2 g_bv;
void main() {}
