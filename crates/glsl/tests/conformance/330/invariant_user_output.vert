// expect: compile -- GLSL 3.30 section 4.6.1: a user output may be declared invariant
#version 330 core
invariant out vec4 g_v;
void main() {}
