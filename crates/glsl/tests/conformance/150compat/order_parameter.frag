// expect: compile -- GLSL 1.50 (compatibility) section 4.7: a parameter's qualifiers in order: const, direction, precision
#version 150 compatibility
float f(const in lowp float x) { return x; }
void main() {}
