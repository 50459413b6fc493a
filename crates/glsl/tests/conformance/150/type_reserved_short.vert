// expect: fail -- GLSL 1.50 section 3.6: `short` is reserved for future use
#version 150 core
short g_var;
void main() {}
