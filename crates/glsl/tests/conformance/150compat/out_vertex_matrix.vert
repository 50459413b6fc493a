// expect: compile -- GLSL 1.50 (compatibility) section 4.3.6: vertex outputs may be matrices
#version 150 compatibility
out mat3 g_m;
void main() {}
