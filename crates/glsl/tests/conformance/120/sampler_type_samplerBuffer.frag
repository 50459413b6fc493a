// expect: fail -- GLSL 1.20 section 4.1.7: `samplerBuffer` exists from GLSL 1.40
#version 120
uniform samplerBuffer g_tex;
void main() {}
