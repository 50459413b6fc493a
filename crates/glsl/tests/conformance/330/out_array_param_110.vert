// expect: compile -- GLSL 3.30 section 5.8: arrays are not l-values before GLSL 1.20: no out array parameter
#version 330 core
void f(out float x[2]) { x[0] = 1.0; x[1] = 1.0; }
void main() {}
