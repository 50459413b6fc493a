// expect: fail -- GLSL 1.20 section 4.1.7: `samplerCubeShadow` exists from GLSL 1.30
#version 120
uniform samplerCubeShadow g_tex;
void main() {}
