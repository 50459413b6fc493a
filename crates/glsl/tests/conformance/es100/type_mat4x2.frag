// expect: fail -- GLSL ES 1.00 section 4.1: `mat4x2` is a type from GLSL 1.20
#version 100
precision mediump float;
mat4x2 g_var;
void main() {}
