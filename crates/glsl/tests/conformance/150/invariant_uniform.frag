// expect: fail -- GLSL 1.50 section 4.6.1: only outputs may be invariant
#version 150 core
invariant uniform vec4 g_u;
void main() {}
