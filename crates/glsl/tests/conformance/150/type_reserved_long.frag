// expect: fail -- GLSL 1.50 section 3.6: `long` is reserved for future use
#version 150 core
long g_var;
void main() {}
