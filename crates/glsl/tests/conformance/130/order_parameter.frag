// expect: compile -- GLSL 1.30 section 4.7: a parameter's qualifiers in order: const, direction, precision
#version 130
float f(const in lowp float x) { return x; }
void main() {}
