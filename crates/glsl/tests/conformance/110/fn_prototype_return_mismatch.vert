// expect: fail -- GLSL 1.10 section 6.1: a prototype and definition must have the same return type
#version 110
float f(float x);
int f(float x) { return 1; }
void main() {}
