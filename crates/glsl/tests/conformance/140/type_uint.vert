// expect: compile -- GLSL 1.40 section 4.1: `uint` is a type from GLSL 1.30
#version 140
uint g_var;
void main() {}
