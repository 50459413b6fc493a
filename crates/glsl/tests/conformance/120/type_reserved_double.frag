// expect: fail -- GLSL 1.20 section 3.6: `double` is reserved for future use
#version 120
double g_var;
void main() {}
