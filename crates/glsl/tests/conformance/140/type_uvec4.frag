// expect: compile -- GLSL 1.40 section 4.1: `uvec4` is a type from GLSL 1.30
#version 140
uvec4 g_var;
void main() {}
