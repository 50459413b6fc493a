// expect: fail -- GLSL ES 1.00 section 4.1.7: a prototype cannot return a sampler
#version 100
precision mediump float;
sampler2D get();
void main() {}
