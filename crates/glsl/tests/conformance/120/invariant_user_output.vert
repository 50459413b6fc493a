// expect: compile -- GLSL 1.20 section 4.6.1: a user output may be declared invariant
#version 120
invariant varying vec4 g_v;
void main() {}
