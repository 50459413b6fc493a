// expect: fail -- GLSL 1.20 section 3.6: `long` is reserved for future use
#version 120
long g_var;
void main() {}
