// expect: compile -- GLSL 1.40 section 4.1.7: `usampler3D` exists from GLSL 1.30
#version 140
uniform usampler3D g_tex;
void main() {}
