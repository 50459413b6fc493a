// expect: compile -- GLSL 1.30 section 6.1: a function may be declared more than once
#version 130
float f(float a);
float f(float a);
float f(float a) { return a; }
void main() {}
