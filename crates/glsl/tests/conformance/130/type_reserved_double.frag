// expect: fail -- GLSL 1.30 section 3.6: `double` is reserved for future use
#version 130
double g_var;
void main() {}
