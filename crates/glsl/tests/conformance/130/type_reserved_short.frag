// expect: fail -- GLSL 1.30 section 3.6: `short` is reserved for future use
#version 130
short g_var;
void main() {}
