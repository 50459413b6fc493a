// expect: compile -- GLSL 1.40 section 4.3.4: flat integer fragment inputs
#version 140
flat in int g_i;
flat in uvec2 g_u;
void main() {}
