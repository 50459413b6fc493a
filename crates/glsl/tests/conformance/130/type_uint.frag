// expect: compile -- GLSL 1.30 section 4.1: `uint` is a type from GLSL 1.30
#version 130
uint g_var;
void main() {}
