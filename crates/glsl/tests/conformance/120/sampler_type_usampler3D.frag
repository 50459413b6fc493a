// expect: fail -- GLSL 1.20 section 4.1.7: `usampler3D` exists from GLSL 1.30
#version 120
uniform usampler3D g_tex;
void main() {}
