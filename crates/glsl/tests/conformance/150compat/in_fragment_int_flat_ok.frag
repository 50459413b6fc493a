// expect: compile -- GLSL 1.50 (compatibility) section 4.3.4: flat integer fragment inputs
#version 150 compatibility
flat in int g_i;
flat in uvec2 g_u;
void main() {}
