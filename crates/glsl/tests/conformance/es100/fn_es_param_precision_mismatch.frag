// expect: fail -- GLSL ES 1.00 section 6.1: a prototype and definition must have the same parameter precisions
#version 100
precision mediump float;
float f(lowp float x);
float f(highp float x) { return x; }
void main() {}
