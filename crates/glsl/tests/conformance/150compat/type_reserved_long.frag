// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `long` is reserved for future use
#version 150 compatibility
long g_var;
void main() {}
