// expect: compile -- GLSL 1.10 section 4.3.5: uniforms may be booleans
#version 110
uniform bool g_b;
uniform bvec2 g_bv;
void main() {}
