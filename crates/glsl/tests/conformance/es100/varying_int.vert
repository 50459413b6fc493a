// expect: fail -- GLSL ES 1.00 section 4.3.5: varyings are float scalars, vectors, matrices or arrays of these
#version 100
precision mediump float;
varying int g_v;
void main() {}
