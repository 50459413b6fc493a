// expect: fail -- GLSL 1.20 section 3.6: `short` is reserved for future use
#version 120
short g_var;
void main() {}
