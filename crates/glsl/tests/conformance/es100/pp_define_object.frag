// expect: compile -- GLSL ES 1.00 section 3.4: object-like macros
#version 100
precision mediump float;
#define N 3
const int g_n = N;
void main() {}
