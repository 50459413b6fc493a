// expect: compile -- GLSL 1.50 section 4.1.7: `samplerBuffer` exists from GLSL 1.40
#version 150 core
uniform samplerBuffer g_tex;
void main() {}
