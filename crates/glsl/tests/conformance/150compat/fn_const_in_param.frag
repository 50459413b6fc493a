// expect: compile -- GLSL 1.50 (compatibility) section 6.1: const in parameters are read-only and allowed
#version 150 compatibility
float f(const in float x) { return x; }
void main() {}
