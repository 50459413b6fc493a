// expect: compile -- GLSL 3.30 section 4.7: a parameter's qualifiers in order: const, direction, precision
#version 330 core
float f(const in lowp float x) { return x; }
void main() {}
