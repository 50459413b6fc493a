// expect: fail -- GLSL 1.10 section 3.6: `long` is reserved for future use
#version 110
long g_var;
void main() {}
