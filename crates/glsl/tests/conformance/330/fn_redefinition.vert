// expect: fail -- GLSL 3.30 section 6.1: a function may be defined only once
#version 330 core
float f(float x) { return x; }
float f(float x) { return x * 2.0; }
void main() {}
