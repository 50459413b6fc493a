// expect: fail -- GLSL 1.50 section 3.6: `fixed` is reserved for future use
#version 150 core
fixed g_var;
void main() {}
