// expect: compile -- GLSL 1.50 section 4.3.5: uniforms may be booleans
#version 150 core
uniform bool g_b;
uniform bvec2 g_bv;
void main() {}
