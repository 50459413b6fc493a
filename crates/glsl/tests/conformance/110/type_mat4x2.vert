// expect: fail -- GLSL 1.10 section 4.1: `mat4x2` is a type from GLSL 1.20
#version 110
mat4x2 g_var;
void main() {}
