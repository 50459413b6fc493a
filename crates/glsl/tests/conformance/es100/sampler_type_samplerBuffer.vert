// expect: fail -- GLSL ES 1.00 section 4.1.7: `samplerBuffer` exists from GLSL 1.40
#version 100
precision mediump float;
uniform samplerBuffer g_tex;
void main() {}
