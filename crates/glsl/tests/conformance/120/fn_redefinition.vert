// expect: fail -- GLSL 1.20 section 6.1: a function may be defined only once
#version 120
float f(float x) { return x; }
float f(float x) { return x * 2.0; }
void main() {}
