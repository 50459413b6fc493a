// expect: compile -- GLSL 1.50 (compatibility) section 4.1: `mat4x2` is a type from GLSL 1.20
#version 150 compatibility
mat4x2 g_var;
void main() {}
