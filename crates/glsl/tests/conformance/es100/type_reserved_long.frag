// expect: fail -- GLSL ES 1.00 section 3.6: `long` is reserved for future use
#version 100
precision mediump float;
long g_var;
void main() {}
