// expect: compile -- GLSL ES 1.00 section 3.4: #pragma optimize(off) is allowed
#version 100
precision mediump float;
#pragma optimize(off)
#pragma debug(on)
void main() {}
