// expect: compile -- GLSL ES 1.00 section 4.1.7: `sampler2D` exists in every version
#version 100
precision mediump float;
uniform sampler2D g_tex;
void main() {}
