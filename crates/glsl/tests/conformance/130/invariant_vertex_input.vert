// expect: fail -- GLSL 1.30 section 4.6.1: vertex inputs cannot be invariant
#version 130
invariant attribute vec4 g_v;
void main() {}
