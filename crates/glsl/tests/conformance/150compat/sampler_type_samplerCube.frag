// expect: compile -- GLSL 1.50 (compatibility) section 4.1.7: `samplerCube` exists in every version
#version 150 compatibility
uniform samplerCube g_tex;
void main() {}
