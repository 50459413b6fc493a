// expect: fail -- GLSL ES 1.00 section 4.1.7: `sampler2DArray` exists from GLSL 1.30
#version 100
precision mediump float;
uniform sampler2DArray g_tex;
void main() {}
