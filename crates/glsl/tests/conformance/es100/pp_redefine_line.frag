// expect: fail -- GLSL ES 1.00 section 3.4: predefined macros cannot be redefined
#version 100
precision mediump float;
#define __LINE__ 7
void main() {}
