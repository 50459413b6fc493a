// expect: compile -- GLSL 1.50 section 4.1.7: `usampler3D` exists from GLSL 1.30
#version 150 core
uniform usampler3D g_tex;
void main() {}
