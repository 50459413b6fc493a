// expect: compile -- GLSL 1.30 section 4.3.5: uniforms may be booleans
#version 130
uniform bool g_b;
uniform bvec2 g_bv;
void main() {}
