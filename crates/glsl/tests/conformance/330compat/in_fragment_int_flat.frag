// expect: fail -- GLSL 3.30 (compatibility) section 4.3.4: integer fragment inputs must be flat
#version 330 compatibility
in int g_i;
void main() {}
