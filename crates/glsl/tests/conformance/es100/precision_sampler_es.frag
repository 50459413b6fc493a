// expect: compile -- GLSL ES 1.00 section 4.5.3: a default precision for sampler types
#version 100
precision mediump float;
precision lowp sampler2D;
void main() {}
