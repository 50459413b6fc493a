// expect: compile -- GLSL ES 1.00 section 3.4: a # on a line by itself is ignored
#version 100
precision mediump float;
#
void main() {}
