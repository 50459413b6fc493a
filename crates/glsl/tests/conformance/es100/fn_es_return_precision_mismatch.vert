// expect: fail -- GLSL ES 1.00 section 6.1: a prototype and definition must have the same return precision
#version 100
precision mediump float;
mediump float f(float x);
highp float f(float x) { return x; }
void main() {}
