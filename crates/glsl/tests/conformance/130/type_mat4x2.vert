// expect: compile -- GLSL 1.30 section 4.1: `mat4x2` is a type from GLSL 1.20
#version 130
mat4x2 g_var;
void main() {}
