// expect: compile -- GLSL 3.30 (compatibility) section 4.6.1: a declared output may be made invariant later
#version 330 compatibility
out vec4 g_v;
invariant g_v;
void main() {}
