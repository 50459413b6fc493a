// expect: compile -- GLSL 3.30 (compatibility) section 4.1.7: `samplerBuffer` exists from GLSL 1.40
#version 330 compatibility
uniform samplerBuffer g_tex;
void main() {}
