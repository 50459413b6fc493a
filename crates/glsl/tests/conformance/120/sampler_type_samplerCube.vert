// expect: compile -- GLSL 1.20 section 4.1.7: `samplerCube` exists in every version
#version 120
uniform samplerCube g_tex;
void main() {}
