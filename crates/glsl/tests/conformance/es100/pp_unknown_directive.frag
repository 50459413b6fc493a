// expect: fail -- GLSL ES 1.00 section 3.4: an unknown directive is an error
#version 100
precision mediump float;
#frobnicate
void main() {}
