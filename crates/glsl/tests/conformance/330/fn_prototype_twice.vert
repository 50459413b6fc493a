// expect: compile -- GLSL 3.30 section 6.1: a function may be declared more than once
#version 330 core
float f(float a);
float f(float a);
float f(float a) { return a; }
void main() {}
