// expect: compile -- GLSL 1.40 section 4.1.7: `samplerCube` exists in every version
#version 140
uniform samplerCube g_tex;
void main() {}
