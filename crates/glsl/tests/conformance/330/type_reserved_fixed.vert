// expect: fail -- GLSL 3.30 section 3.6: `fixed` is reserved for future use
#version 330 core
fixed g_var;
void main() {}
