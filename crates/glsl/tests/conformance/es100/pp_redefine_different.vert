// expect: fail -- GLSL ES 1.00 section 3.4: redefining a macro differently is an error (as in C++)
#version 100
precision mediump float;
#define N 1
#define N 2
void main() {}
