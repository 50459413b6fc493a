// expect: fail -- GLSL ES 1.00 section 4.1.8: a structure must have at least one member
#version 100
precision mediump float;
struct E { };
void main() {}
