// expect: fail -- GLSL ES 1.00 section 6.1: a const parameter cannot be written
#version 100
precision mediump float;
float f(const float x) { x = 1.0; return x; }
void main() {}
