// expect: fail -- GLSL ES 1.00 section 4.1.7: `sampler2DMSArray` exists from GLSL 1.50
#version 100
precision mediump float;
uniform sampler2DMSArray g_tex;
void main() {}
