// expect: compile -- GLSL 3.30 section 4.1.7: `samplerCube` exists in every version
#version 330 core
uniform samplerCube g_tex;
void main() {}
