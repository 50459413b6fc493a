// expect: fail -- GLSL 1.40 section 4.6.1: only outputs may be invariant
#version 140
invariant uniform vec4 g_u;
void main() {}
