// expect: compile -- GLSL ES 1.00 section 6.1: a const parameter may be read and copied
#version 100
precision mediump float;
float f(const float x) { float y = x; y += 1.0; return y * x; }
void main() {}
