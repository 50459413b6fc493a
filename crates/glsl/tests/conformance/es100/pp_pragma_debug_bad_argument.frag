// expect: fail -- GLSL ES 1.00 section 3.4: #pragma debug takes (on) or (off)
#version 100
precision mediump float;
#pragma debug(1.5)
void main() {}
