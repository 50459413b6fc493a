// expect: fail -- GLSL 3.30 section 3.6: `double` is reserved for future use
#version 330 core
double g_var;
void main() {}
