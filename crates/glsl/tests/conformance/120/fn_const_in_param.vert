// expect: compile -- GLSL 1.20 section 6.1: const in parameters are read-only and allowed
#version 120
float f(const in float x) { return x; }
void main() {}
