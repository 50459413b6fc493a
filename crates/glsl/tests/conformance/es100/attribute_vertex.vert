// expect: compile -- GLSL ES 1.00 section 4.3.3: attribute declares vertex inputs
#version 100
precision mediump float;
attribute vec4 g_pos;
void main() {}
