// expect: compile -- GLSL ES 1.00 section 4.3.3: attributes may be matrices
#version 100
precision mediump float;
attribute mat4 g_m;
void main() {}
