// expect: compile -- GLSL 1.50 section 6.1: a function may be declared more than once
#version 150 core
float f(float a);
float f(float a);
float f(float a) { return a; }
void main() {}
