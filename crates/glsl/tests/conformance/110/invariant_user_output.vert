// expect: fail -- GLSL 1.10 section 4.6.1: a user output may be declared invariant
#version 110
invariant varying vec4 g_v;
void main() {}
