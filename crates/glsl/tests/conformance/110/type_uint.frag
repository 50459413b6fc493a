// expect: fail -- GLSL 1.10 section 4.1: `uint` is a type from GLSL 1.30
#version 110
uint g_var;
void main() {}
