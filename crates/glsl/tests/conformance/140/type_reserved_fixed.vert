// expect: fail -- GLSL 1.40 section 3.6: `fixed` is reserved for future use
#version 140
fixed g_var;
void main() {}
