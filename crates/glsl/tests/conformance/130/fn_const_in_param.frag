// expect: compile -- GLSL 1.30 section 6.1: const in parameters are read-only and allowed
#version 130
float f(const in float x) { return x; }
void main() {}
