// expect: compile -- GLSL 3.30 (compatibility) section 4.1.7: `samplerCube` exists in every version
#version 330 compatibility
uniform samplerCube g_tex;
void main() {}
