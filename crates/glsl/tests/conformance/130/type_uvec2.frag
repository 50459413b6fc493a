// expect: compile -- GLSL 1.30 section 4.1: `uvec2` is a type from GLSL 1.30
#version 130
uvec2 g_var;
void main() {}
