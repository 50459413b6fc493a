// expect: compile -- GLSL 1.40 section 4.6.1: a declared output may be made invariant later
#version 140
out vec4 g_v;
invariant g_v;
void main() {}
