// expect: compile -- GLSL 1.50 (compatibility) section 4.1.7: `sampler2DMSArray` exists from GLSL 1.50
#version 150 compatibility
uniform sampler2DMSArray g_tex;
void main() {}
