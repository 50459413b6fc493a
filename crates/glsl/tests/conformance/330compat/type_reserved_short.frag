// expect: fail -- GLSL 3.30 (compatibility) section 3.6: `short` is reserved for future use
#version 330 compatibility
short g_var;
void main() {}
