// expect: fail -- GLSL 1.50 section 4.6.1: vertex inputs cannot be invariant
#version 150 core
invariant attribute vec4 g_v;
void main() {}
