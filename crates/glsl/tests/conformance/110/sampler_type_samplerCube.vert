// expect: compile -- GLSL 1.10 section 4.1.7: `samplerCube` exists in every version
#version 110
uniform samplerCube g_tex;
void main() {}
