// expect: fail -- GLSL 1.30 section 6.1: a prototype and definition must have the same return type
#version 130
float f(float x);
int f(float x) { return 1; }
void main() {}
