// expect: fail -- GLSL 1.30 section 3.6: `fixed` is reserved for future use
#version 130
fixed g_var;
void main() {}
