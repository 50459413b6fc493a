// expect: fail -- GLSL ES 1.00 section 3.6: `half` is reserved for future use
#version 100
precision mediump float;
half g_var;
void main() {}
