// expect: fail -- GLSL ES 1.00 section 4.3.2: a const variable must be initialised
#version 100
precision mediump float;
const float g_c;
void main() {}
