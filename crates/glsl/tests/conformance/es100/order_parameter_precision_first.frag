// expect: fail -- GLSL ES 1.00 section 4.7: a parameter's precision comes after its direction
#version 100
precision mediump float;
float f(lowp in float x) { return x; }
void main() {}
