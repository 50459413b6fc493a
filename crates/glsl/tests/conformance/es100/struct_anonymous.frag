// expect: compile -- GLSL ES 1.00 section 4.1.8: a structure specifier without a name declares variables of an anonymous type
#version 100
precision mediump float;
struct { float a; } g_s;
void main() {}
