// expect: compile -- GLSL 3.30 (compatibility) section 4.7: a parameter's qualifiers in order: const, direction, precision
#version 330 compatibility
float f(const in lowp float x) { return x; }
void main() {}
