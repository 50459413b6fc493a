// expect: compile -- GLSL ES 1.00 section 4.6.1: a user output may be declared invariant
#version 100
precision mediump float;
invariant varying vec4 g_v;
void main() {}
