// expect: fail -- GLSL 1.20 section 6.1: a prototype and definition must have the same return type
#version 120
float f(float x);
int f(float x) { return 1; }
void main() {}
