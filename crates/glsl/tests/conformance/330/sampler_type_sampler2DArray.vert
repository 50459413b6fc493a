// expect: compile -- GLSL 3.30 section 4.1.7: `sampler2DArray` exists from GLSL 1.30
#version 330 core
uniform sampler2DArray g_tex;
void main() {}
