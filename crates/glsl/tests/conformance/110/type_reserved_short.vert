// expect: fail -- GLSL 1.10 section 3.6: `short` is reserved for future use
#version 110
short g_var;
void main() {}
