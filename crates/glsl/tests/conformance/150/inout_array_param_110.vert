// expect: compile -- GLSL 1.50 section 5.8: arrays are not l-values before GLSL 1.20: no inout array parameter
#version 150 core
void f(inout float x[2]) { x[0] = 1.0; }
void main() {}
