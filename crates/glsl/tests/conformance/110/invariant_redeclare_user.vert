// expect: fail -- GLSL 1.10 section 4.6.1: a declared output may be made invariant later
#version 110
varying vec4 g_v;
invariant g_v;
void main() {}
