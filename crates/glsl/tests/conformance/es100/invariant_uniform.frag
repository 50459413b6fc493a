// expect: fail -- GLSL ES 1.00 section 4.6.1: only outputs may be invariant
#version 100
precision mediump float;
invariant uniform vec4 g_u;
void main() {}
