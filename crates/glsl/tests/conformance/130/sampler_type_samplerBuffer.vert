// expect: fail -- GLSL 1.30 section 4.1.7: `samplerBuffer` exists from GLSL 1.40
#version 130
uniform samplerBuffer g_tex;
void main() {}
