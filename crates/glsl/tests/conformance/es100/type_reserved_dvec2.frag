// expect: fail -- GLSL ES 1.00 section 3.6: `dvec2` is reserved for future use
#version 100
precision mediump float;
dvec2 g_var;
void main() {}
