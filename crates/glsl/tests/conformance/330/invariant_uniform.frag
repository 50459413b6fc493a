// expect: fail -- GLSL 3.30 section 4.6.1: only outputs may be invariant
#version 330 core
invariant uniform vec4 g_u;
void main() {}
