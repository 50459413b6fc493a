// expect: fail -- GLSL ES 1.00 section 6.1: const may only qualify in parameters
#version 100
precision mediump float;
void f(const out float x) { x = 1.0; }
void main() {}
