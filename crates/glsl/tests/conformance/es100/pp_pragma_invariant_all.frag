// expect: compile -- GLSL ES 1.00 section 4.6.1: #pragma STDGL invariant(all) is allowed (an unknown pragma before 1.20)
#version 100
precision mediump float;
#pragma STDGL invariant(all)
void main() {}
