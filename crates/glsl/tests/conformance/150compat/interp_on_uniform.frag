// expect: fail -- GLSL 1.50 (compatibility) section 4.3.9: interpolation qualifiers apply to inputs and outputs only
#version 150 compatibility
flat uniform float g_u;
void main() {}
