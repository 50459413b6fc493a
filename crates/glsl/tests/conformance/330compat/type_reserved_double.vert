// expect: fail -- GLSL 3.30 (compatibility) section 3.6: `double` is reserved for future use
#version 330 compatibility
double g_var;
void main() {}
