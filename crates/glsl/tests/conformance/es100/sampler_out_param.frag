// expect: fail -- GLSL ES 1.00 section 4.1.7: a sampler cannot be an out parameter
#version 100
precision mediump float;
void f(out sampler2D t) { }
void main() {}
