// expect: fail -- GLSL 1.50 (compatibility) section 4.6.1: vertex inputs cannot be invariant
#version 150 compatibility
invariant attribute vec4 g_v;
void main() {}
