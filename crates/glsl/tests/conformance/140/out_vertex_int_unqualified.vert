// expect: compile -- GLSL 1.40 section 4.3.6: an integer vertex output needs no qualifier: the flat rule is on fragment inputs (as GLSL 1.50 section 4.3.4, Mesa and glslang have it)
#version 140
out int g_i;
out uvec2 g_u;
void main() {}
