// expect: compile -- GLSL 1.50 section 4.3.6: vertex outputs may be matrices
#version 150 core
out mat3 g_m;
void main() {}
