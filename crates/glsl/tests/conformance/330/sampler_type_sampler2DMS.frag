// expect: compile -- GLSL 3.30 section 4.1.7: `sampler2DMS` exists from GLSL 1.50
#version 330 core
uniform sampler2DMS g_tex;
void main() {}
