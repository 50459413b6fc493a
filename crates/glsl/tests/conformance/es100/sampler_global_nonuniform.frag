// expect: fail -- GLSL ES 1.00 section 4.1.7: a global sampler must be a uniform
#version 100
precision mediump float;
sampler2D g_t;
void main() {}
