// expect: compile -- GLSL 1.50 (compatibility) section 4.3.4: an integer vertex output needs no qualifier: the flat rule is on fragment inputs
#version 150 compatibility
out int g_i;
out uvec2 g_u;
void main() {}
