// expect: fail -- GLSL ES 1.00 section 3.6: `double` is reserved for future use
#version 100
precision mediump float;
double g_var;
void main() {}
