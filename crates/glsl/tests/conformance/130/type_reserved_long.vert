// expect: fail -- GLSL 1.30 section 3.6: `long` is reserved for future use
#version 130
long g_var;
void main() {}
