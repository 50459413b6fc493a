// expect: fail -- GLSL ES 1.00 section 3.1: a character outside the character set is an error, in a #pragma too
#version 100
precision mediump float;
#pragma ¤¤
void main() {}
