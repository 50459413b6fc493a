// expect: fail -- GLSL 1.40 section 4.1.7: `sampler2DMSArray` exists from GLSL 1.50
#version 140
uniform sampler2DMSArray g_tex;
void main() {}
