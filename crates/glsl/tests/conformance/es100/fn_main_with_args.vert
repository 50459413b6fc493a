// expect: fail -- GLSL ES 1.00 section 6.1: main takes no parameters
#version 100
precision mediump float;
void main(float x) { }
