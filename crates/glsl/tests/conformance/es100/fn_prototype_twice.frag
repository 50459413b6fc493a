// expect: fail -- GLSL ES 1.00 section 4.2.7: a function may be prototyped only once
#version 100
precision mediump float;
float f(float a);
float f(float a);
float f(float a) { return a; }
void main() {}
