// expect: compile -- GLSL 1.50 (compatibility) section 4.3.9: centroid in/out from GLSL 1.30
#version 150 compatibility
centroid in vec4 g_a;
void main() {}
