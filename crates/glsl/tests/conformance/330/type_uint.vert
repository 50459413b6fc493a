// expect: compile -- GLSL 3.30 section 4.1: `uint` is a type from GLSL 1.30
#version 330 core
uint g_var;
void main() {}
