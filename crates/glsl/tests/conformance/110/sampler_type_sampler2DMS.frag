// expect: fail -- GLSL 1.10 section 4.1.7: `sampler2DMS` exists from GLSL 1.50
#version 110
uniform sampler2DMS g_tex;
void main() {}
