// expect: fail -- GLSL 1.50 (compatibility) section 4.3.4: integer fragment inputs must be flat
#version 150 compatibility
in int g_i;
void main() {}
