// expect: compile -- GLSL 3.30 (compatibility) section 4.1.7: `sampler2DMS` exists from GLSL 1.50
#version 330 compatibility
uniform sampler2DMS g_tex;
void main() {}
