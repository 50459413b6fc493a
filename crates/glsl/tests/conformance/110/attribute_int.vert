// expect: fail -- GLSL 1.10 section 4.3.4: attributes cannot be integers
#version 110
attribute int g_i;
void main() {}
