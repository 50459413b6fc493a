// expect: compile -- GLSL 1.30 section 4.1.7: `sampler2DArray` exists from GLSL 1.30
#version 130
uniform sampler2DArray g_tex;
void main() {}
