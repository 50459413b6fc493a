// expect: compile -- GLSL 1.40 section 4.3.6: vertex outputs may be matrices
#version 140
out mat3 g_m;
void main() {}
