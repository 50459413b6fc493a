// expect: compile -- GLSL 1.50 (compatibility) section 4.1.7: `samplerCubeShadow` exists from GLSL 1.30
#version 150 compatibility
uniform samplerCubeShadow g_tex;
void main() {}
