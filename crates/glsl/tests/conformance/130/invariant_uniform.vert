// expect: fail -- GLSL 1.30 section 4.6.1: only outputs may be invariant
#version 130
invariant uniform vec4 g_u;
void main() {}
