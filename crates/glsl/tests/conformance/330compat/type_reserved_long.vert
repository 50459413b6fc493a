// expect: fail -- GLSL 3.30 (compatibility) section 3.6: `long` is reserved for future use
#version 330 compatibility
long g_var;
void main() {}
