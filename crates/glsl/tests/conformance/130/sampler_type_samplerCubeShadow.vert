// expect: compile -- GLSL 1.30 section 4.1.7: `samplerCubeShadow` exists from GLSL 1.30
#version 130
uniform samplerCubeShadow g_tex;
void main() {}
