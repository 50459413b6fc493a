// expect: fail -- GLSL ES 1.00 section 4.1.7: `sampler2DMS` exists from GLSL 1.50
#version 100
precision mediump float;
uniform sampler2DMS g_tex;
void main() {}
