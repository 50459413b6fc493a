// expect: fail -- GLSL 1.10 section 6.1: a function may be defined only once
#version 110
float f(float x) { return x; }
float f(float x) { return x * 2.0; }
void main() {}
