// expect: fail -- GLSL ES 1.00 section 6.4: a non-void function must return a value
#version 100
precision mediump float;
float f() { return; }
void main() {}
