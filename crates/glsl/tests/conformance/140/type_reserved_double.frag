// expect: fail -- GLSL 1.40 section 3.6: `double` is reserved for future use
#version 140
double g_var;
void main() {}
