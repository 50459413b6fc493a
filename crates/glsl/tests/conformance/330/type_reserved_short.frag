// expect: fail -- GLSL 3.30 section 3.6: `short` is reserved for future use
#version 330 core
short g_var;
void main() {}
