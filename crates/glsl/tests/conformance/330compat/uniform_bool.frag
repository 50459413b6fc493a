// expect: compile -- GLSL 3.30 (compatibility) section 4.3.5: uniforms may be booleans
#version 330 compatibility
uniform bool g_b;
uniform bvec2 g_bv;
void main() {}
