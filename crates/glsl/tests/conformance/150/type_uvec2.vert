// expect: compile -- GLSL 1.50 section 4.1: `uvec2` is a type from GLSL 1.30
#version 150 core
uvec2 g_var;
void main() {}
