// expect: fail -- GLSL ES 1.00 section 6.1: a const in parameter cannot be written either
#version 100
precision mediump float;
void f(const in vec2 x) { x.y = 1.0; }
void main() {}
