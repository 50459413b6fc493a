// expect: compile -- GLSL ES 1.00 section 4.3.4: uniforms may be booleans
#version 100
precision mediump float;
uniform bool g_b;
uniform bvec2 g_bv;
void main() {}
