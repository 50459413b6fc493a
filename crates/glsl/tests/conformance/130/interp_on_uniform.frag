// expect: fail -- GLSL 1.30 section 4.3.9: interpolation qualifiers apply to inputs and outputs only
#version 130
flat uniform float g_u;
void main() {}
