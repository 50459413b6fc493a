// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `fixed` is reserved for future use
#version 150 compatibility
fixed g_var;
void main() {}
