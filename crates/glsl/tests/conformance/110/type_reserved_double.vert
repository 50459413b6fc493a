// expect: fail -- GLSL 1.10 section 3.6: `double` is reserved for future use
#version 110
double g_var;
void main() {}
