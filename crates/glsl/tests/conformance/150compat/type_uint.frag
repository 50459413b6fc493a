// expect: compile -- GLSL 1.50 (compatibility) section 4.1: `uint` is a type from GLSL 1.30
#version 150 compatibility
uint g_var;
void main() {}
