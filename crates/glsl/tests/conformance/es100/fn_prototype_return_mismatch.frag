// expect: fail -- GLSL ES 1.00 section 6.1: a prototype and definition must have the same return type
#version 100
precision mediump float;
float f(float x);
int f(float x) { return 1; }
void main() {}
