// expect: fail -- GLSL ES 1.00 section 3.4: predefined macros cannot be undefined
#version 100
precision mediump float;
#undef __VERSION__
void main() {}
