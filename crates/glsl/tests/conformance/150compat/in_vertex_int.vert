// expect: compile -- GLSL 1.50 (compatibility) section 4.3.4: vertex inputs may be integers from GLSL 1.30
#version 150 compatibility
in ivec2 g_i;
in uint g_u;
void main() {}
