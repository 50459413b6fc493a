// expect: compile -- GLSL 3.30 (compatibility) section 4.1.7: `usampler3D` exists from GLSL 1.30
#version 330 compatibility
uniform usampler3D g_tex;
void main() {}
