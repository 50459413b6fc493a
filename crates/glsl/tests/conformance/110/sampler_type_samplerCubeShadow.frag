// expect: fail -- GLSL 1.10 section 4.1.7: `samplerCubeShadow` exists from GLSL 1.30
#version 110
uniform samplerCubeShadow g_tex;
void main() {}
