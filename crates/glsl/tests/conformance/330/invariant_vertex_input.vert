// expect: fail -- GLSL 3.30 section 4.6.1: vertex inputs cannot be invariant
#version 330 core
invariant attribute vec4 g_v;
void main() {}
