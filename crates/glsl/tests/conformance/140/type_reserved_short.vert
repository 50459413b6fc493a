// expect: fail -- GLSL 1.40 section 3.6: `short` is reserved for future use
#version 140
short g_var;
void main() {}
