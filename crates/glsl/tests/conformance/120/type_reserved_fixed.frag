// expect: fail -- GLSL 1.20 section 3.6: `fixed` is reserved for future use
#version 120
fixed g_var;
void main() {}
