// expect: compile -- GLSL 3.30 section 4.6.1: a declared output may be made invariant later
#version 330 core
out vec4 g_v;
invariant g_v;
void main() {}
