// expect: fail -- GLSL 1.40 section 4.3.4: integer fragment inputs must be flat
#version 140
in int g_i;
void main() {}
