// expect: fail -- GLSL ES 1.00 section 3.6: `short` is reserved for future use
#version 100
precision mediump float;
short g_var;
void main() {}
