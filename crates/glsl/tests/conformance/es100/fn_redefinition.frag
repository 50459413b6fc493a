// expect: fail -- GLSL ES 1.00 section 6.1: a function may be defined only once
#version 100
precision mediump float;
float f(float x) { return x; }
float f(float x) { return x * 2.0; }
void main() {}
