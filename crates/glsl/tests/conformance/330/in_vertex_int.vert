// expect: compile -- GLSL 3.30 section 4.3.4: vertex inputs may be integers from GLSL 1.30
#version 330 core
in ivec2 g_i;
in uint g_u;
void main() {}
