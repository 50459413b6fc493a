// expect: fail -- GLSL ES 1.00 section 4.1.7: `sampler2DRect` exists from GLSL 1.40 (before: ARB_texture_rectangle)
#version 100
precision mediump float;
uniform sampler2DRect g_tex;
void main() {}
