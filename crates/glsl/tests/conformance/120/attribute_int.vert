// expect: fail -- GLSL 1.20 section 4.3.4: attributes cannot be integers
#version 120
attribute int g_i;
void main() {}
