// expect: compile -- GLSL 1.20 section 4.6.1: a declared output may be made invariant later
#version 120
varying vec4 g_v;
invariant g_v;
void main() {}
