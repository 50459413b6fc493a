// expect: fail -- GLSL 1.50 section 6.1: a prototype and definition must have the same return type
#version 150 core
float f(float x);
int f(float x) { return 1; }
void main() {}
