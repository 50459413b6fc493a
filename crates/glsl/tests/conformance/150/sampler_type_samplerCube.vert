// expect: compile -- GLSL 1.50 section 4.1.7: `samplerCube` exists in every version
#version 150 core
uniform samplerCube g_tex;
void main() {}
