// expect: compile -- GLSL 1.50 (compatibility) section 4.1.7: `samplerBuffer` exists from GLSL 1.40
#version 150 compatibility
uniform samplerBuffer g_tex;
void main() {}
