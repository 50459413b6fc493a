// expect: fail -- GLSL 1.50 section 4.3.4: integer fragment inputs must be flat
#version 150 core
in int g_i;
void main() {}
