// expect: compile -- GLSL 3.30 (compatibility) section 6.1: const in parameters are read-only and allowed
#version 330 compatibility
float f(const in float x) { return x; }
void main() {}
