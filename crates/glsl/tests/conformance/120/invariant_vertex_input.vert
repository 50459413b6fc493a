// expect: fail -- GLSL 1.20 section 4.6.1: vertex inputs cannot be invariant
#version 120
invariant attribute vec4 g_v;
void main() {}
