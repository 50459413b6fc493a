// expect: fail -- GLSL ES 1.00 section 4.1: `uint` is a type from GLSL 1.30
#version 100
precision mediump float;
uint g_var;
void main() {}
