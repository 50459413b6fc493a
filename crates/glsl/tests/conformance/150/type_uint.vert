// expect: compile -- GLSL 1.50 section 4.1: `uint` is a type from GLSL 1.30
#version 150 core
uint g_var;
void main() {}
