// expect: fail -- GLSL 1.40 section 4.3.9: interpolation qualifiers apply to inputs and outputs only
#version 140
flat uniform float g_u;
void main() {}
