// expect: fail -- GLSL 1.10 section 4.1: `uvec4` is a type from GLSL 1.30
#version 110
uvec4 g_var;
void main() {}
