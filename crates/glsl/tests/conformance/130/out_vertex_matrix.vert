// expect: compile -- GLSL 1.30 section 4.3.6: vertex outputs may be matrices
#version 130
out mat3 g_m;
void main() {}
