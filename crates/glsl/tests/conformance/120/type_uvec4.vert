// expect: fail -- GLSL 1.20 section 4.1: `uvec4` is a type from GLSL 1.30
#version 120
uvec4 g_var;
void main() {}
