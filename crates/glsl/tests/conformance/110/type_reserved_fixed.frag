// expect: fail -- GLSL 1.10 section 3.6: `fixed` is reserved for future use
#version 110
fixed g_var;
void main() {}
