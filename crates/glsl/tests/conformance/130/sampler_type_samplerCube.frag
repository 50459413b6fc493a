// expect: compile -- GLSL 1.30 section 4.1.7: `samplerCube` exists in every version
#version 130
uniform samplerCube g_tex;
void main() {}
