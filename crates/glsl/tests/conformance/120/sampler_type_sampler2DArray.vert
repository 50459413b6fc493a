// expect: fail -- GLSL 1.20 section 4.1.7: `sampler2DArray` exists from GLSL 1.30
#version 120
uniform sampler2DArray g_tex;
void main() {}
