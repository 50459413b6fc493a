// expect: fail -- GLSL 3.30 section 4.3.4: integer fragment inputs must be flat
#version 330 core
in int g_i;
void main() {}
