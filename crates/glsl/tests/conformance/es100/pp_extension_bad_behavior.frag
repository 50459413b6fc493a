// expect: fail -- GLSL ES 1.00 section 3.4: the behavior must be require, enable, warn or disable
#version 100
precision mediump float;
#extension all : sometimes
void main() {}
