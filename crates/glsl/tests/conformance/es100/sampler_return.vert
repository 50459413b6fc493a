// expect: fail -- GLSL ES 1.00 section 4.1.7: a function cannot return a sampler
#version 100
precision mediump float;
uniform sampler2D g_t;
sampler2D get() { return g_t; }
void main() {}
