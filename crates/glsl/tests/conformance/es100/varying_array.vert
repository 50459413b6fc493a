// expect: compile -- GLSL ES 1.00 section 4.3.5: varyings may be arrays
#version 100
precision mediump float;
varying vec2 g_v[2];
void main() {}
