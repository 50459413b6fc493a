// expect: compile -- GLSL 1.50 (compatibility) section 4.1.7: `usampler3D` exists from GLSL 1.30
#version 150 compatibility
uniform usampler3D g_tex;
void main() {}
