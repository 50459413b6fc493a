// expect: compile -- GLSL ES 1.00 section 3.4: an identical redefinition is allowed (as in C++)
#version 100
precision mediump float;
#define N 1
#define N 1
void main() {}
