// expect: compile -- GLSL ES 1.00 section 4.1.7: `samplerCube` exists in every version
#version 100
precision mediump float;
uniform samplerCube g_tex;
void main() {}
