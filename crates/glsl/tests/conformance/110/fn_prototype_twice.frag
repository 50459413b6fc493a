// expect: compile -- GLSL 1.10 section 6.1: a function may be declared more than once
#version 110
float f(float a);
float f(float a);
float f(float a) { return a; }
void main() {}
