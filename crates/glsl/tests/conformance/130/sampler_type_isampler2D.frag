// expect: compile -- GLSL 1.30 section 4.1.7: `isampler2D` exists from GLSL 1.30
#version 130
uniform isampler2D g_tex;
void main() {}
