// expect: compile -- GLSL 1.50 (compatibility) section 4.6.1: a user output may be declared invariant
#version 150 compatibility
invariant out vec4 g_v;
void main() {}
