// expect: compile -- GLSL 1.40 section 4.3.4: vertex inputs may be integers from GLSL 1.30
#version 140
in ivec2 g_i;
in uint g_u;
void main() {}
