// expect: fail -- GLSL 3.30 section 4.3.9: interpolation qualifiers apply to inputs and outputs only
#version 330 core
flat uniform float g_u;
void main() {}
