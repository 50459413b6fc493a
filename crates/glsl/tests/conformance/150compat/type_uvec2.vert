// expect: compile -- GLSL 1.50 (compatibility) section 4.1: `uvec2` is a type from GLSL 1.30
#version 150 compatibility
uvec2 g_var;
void main() {}
