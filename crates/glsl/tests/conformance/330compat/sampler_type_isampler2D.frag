// expect: compile -- GLSL 3.30 (compatibility) section 4.1.7: `isampler2D` exists from GLSL 1.30
#version 330 compatibility
uniform isampler2D g_tex;
void main() {}
