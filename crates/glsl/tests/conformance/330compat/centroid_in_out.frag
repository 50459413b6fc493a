// expect: compile -- GLSL 3.30 (compatibility) section 4.3.9: centroid in/out from GLSL 1.30
#version 330 compatibility
centroid in vec4 g_a;
void main() {}
