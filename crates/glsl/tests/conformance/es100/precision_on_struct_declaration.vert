// expect: fail -- GLSL ES 1.00 section 4.5.2: precision qualifiers apply to float, int and sampler types, not to a struct definition
#version 100
precision mediump float;
highp struct S { highp float a; };
void main() {}
