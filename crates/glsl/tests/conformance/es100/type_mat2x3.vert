// expect: fail -- GLSL ES 1.00 section 4.1: `mat2x3` is a type from GLSL 1.20
#version 100
precision mediump float;
mat2x3 g_var;
void main() {}
