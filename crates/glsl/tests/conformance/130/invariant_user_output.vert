// expect: compile -- GLSL 1.30 section 4.6.1: a user output may be declared invariant
#version 130
invariant out vec4 g_v;
void main() {}
