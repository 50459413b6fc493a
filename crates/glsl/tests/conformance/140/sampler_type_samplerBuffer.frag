// expect: compile -- GLSL 1.40 section 4.1.7: `samplerBuffer` exists from GLSL 1.40
#version 140
uniform samplerBuffer g_tex;
void main() {}
