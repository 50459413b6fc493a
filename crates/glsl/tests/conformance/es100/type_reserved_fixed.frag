// expect: fail -- GLSL ES 1.00 section 3.6: `fixed` is reserved for future use
#version 100
precision mediump float;
fixed g_var;
void main() {}
