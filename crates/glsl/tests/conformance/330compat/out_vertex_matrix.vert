// expect: compile -- GLSL 3.30 (compatibility) section 4.3.6: vertex outputs may be matrices
#version 330 compatibility
out mat3 g_m;
void main() {}
