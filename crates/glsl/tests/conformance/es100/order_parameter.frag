// expect: compile -- GLSL ES 1.00 section 4.7: a parameter's qualifiers in order: const, direction, precision
#version 100
precision mediump float;
float f(const in lowp float x) { return x; }
void main() {}
