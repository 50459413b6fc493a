// expect: fail -- GLSL 3.30 (compatibility) section 4.3.9: interpolation qualifiers apply to inputs and outputs only
#version 330 compatibility
flat uniform float g_u;
void main() {}
