// expect: compile -- GLSL 1.40 section 4.1: `mat2x3` is a type from GLSL 1.20
#version 140
mat2x3 g_var;
void main() {}
