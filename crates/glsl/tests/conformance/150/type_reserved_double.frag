// expect: fail -- GLSL 1.50 section 3.6: `double` is reserved for future use
#version 150 core
double g_var;
void main() {}
