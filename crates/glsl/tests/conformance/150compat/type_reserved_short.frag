// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `short` is reserved for future use
#version 150 compatibility
short g_var;
void main() {}
