// expect: compile -- GLSL ES 1.00 section 4.6.1: a declared output may be made invariant later
#version 100
precision mediump float;
varying vec4 g_v;
invariant g_v;
void main() {}
