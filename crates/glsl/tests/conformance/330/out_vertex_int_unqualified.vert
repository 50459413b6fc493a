// expect: compile -- GLSL 3.30 section 4.3.4: an integer vertex output needs no qualifier: the flat rule is on fragment inputs
#version 330 core
out int g_i;
out uvec2 g_u;
void main() {}
