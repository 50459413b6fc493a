// expect: compile -- GLSL 1.20 section 4.1: `mat4x2` is a type from GLSL 1.20
#version 120
mat4x2 g_var;
void main() {}
