// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `double` is reserved for future use
#version 150 compatibility
double g_var;
void main() {}
