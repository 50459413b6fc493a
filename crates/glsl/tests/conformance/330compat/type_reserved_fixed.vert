// expect: fail -- GLSL 3.30 (compatibility) section 3.6: `fixed` is reserved for future use
#version 330 compatibility
fixed g_var;
void main() {}
