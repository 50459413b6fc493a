// expect: compile -- GLSL ES 1.00 section 6.1: const in parameters are read-only and allowed
#version 100
precision mediump float;
float f(const in float x) { return x; }
void main() {}
