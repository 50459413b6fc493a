// expect: fail -- GLSL 3.30 section 3.6: `long` is reserved for future use
#version 330 core
long g_var;
void main() {}
