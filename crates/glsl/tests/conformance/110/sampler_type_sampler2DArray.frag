// expect: fail -- GLSL 1.10 section 4.1.7: `sampler2DArray` exists from GLSL 1.30
#version 110
uniform sampler2DArray g_tex;
void main() {}
