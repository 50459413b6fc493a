// expect: compile -- GLSL 1.50 (compatibility) section 4.1: `mat2x3` is a type from GLSL 1.20
#version 150 compatibility
mat2x3 g_var;
void main() {}
