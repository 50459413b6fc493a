// expect: fail -- GLSL 1.30 section 4.3.4: integer fragment inputs must be flat
#version 130
in int g_i;
void main() {}
