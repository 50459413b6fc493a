// expect: fail -- GLSL 1.40 section 3.6: `long` is reserved for future use
#version 140
long g_var;
void main() {}
