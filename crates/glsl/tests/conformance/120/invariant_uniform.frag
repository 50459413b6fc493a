// expect: fail -- GLSL 1.20 section 4.6.1: only outputs may be invariant
#version 120
invariant uniform vec4 g_u;
void main() {}
