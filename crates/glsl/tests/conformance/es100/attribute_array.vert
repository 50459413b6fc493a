// expect: fail -- GLSL ES 1.00 section 4.3.3: attributes cannot be arrays
#version 100
precision mediump float;
attribute vec4 g_a[2];
void main() {}
