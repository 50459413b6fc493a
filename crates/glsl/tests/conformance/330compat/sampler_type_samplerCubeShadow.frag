// expect: compile -- GLSL 3.30 (compatibility) section 4.1.7: `samplerCubeShadow` exists from GLSL 1.30
#version 330 compatibility
uniform samplerCubeShadow g_tex;
void main() {}
