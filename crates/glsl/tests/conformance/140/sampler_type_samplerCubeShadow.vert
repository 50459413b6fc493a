// expect: compile -- GLSL 1.40 section 4.1.7: `samplerCubeShadow` exists from GLSL 1.30
#version 140
uniform samplerCubeShadow g_tex;
void main() {}
