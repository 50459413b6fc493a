// expect: compile -- GLSL 3.30 section 4.3.6: vertex outputs may be matrices
#version 330 core
out mat3 g_m;
void main() {}
