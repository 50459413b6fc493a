// expect: fail -- GLSL ES 1.00 section 4.1.7: `isampler2D` exists from GLSL 1.30
#version 100
precision mediump float;
uniform isampler2D g_tex;
void main() {}
