// expect: fail -- GLSL ES 1.00 section 4.3.5: varyings cannot be booleans
#version 100
precision mediump float;
varying bool g_v;
void main() {}
