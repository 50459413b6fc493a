// expect: fail -- GLSL 1.10 section 4.1: `uvec2` is a type from GLSL 1.30
#version 110
uvec2 g_var;
void main() {}
