// expect: fail -- GLSL ES 1.00 section 4.3.3: attributes cannot be integers
#version 100
precision mediump float;
attribute int g_i;
void main() {}
