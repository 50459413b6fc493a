// expect: fail -- GLSL 1.10 section 4.1.7: `isampler2D` exists from GLSL 1.30
#version 110
uniform isampler2D g_tex;
void main() {}
