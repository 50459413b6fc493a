// expect: compile -- GLSL 3.30 section 4.1: `uvec4` is a type from GLSL 1.30
#version 330 core
uvec4 g_var;
void main() {}
