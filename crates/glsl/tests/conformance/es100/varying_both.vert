// expect: compile -- GLSL ES 1.00 section 4.3.5: varying declares vertex outputs and fragment inputs
#version 100
precision mediump float;
varying vec3 g_v;
void main() {}
