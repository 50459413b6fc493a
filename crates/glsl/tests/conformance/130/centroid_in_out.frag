// expect: compile -- GLSL 1.30 section 4.3.9: centroid in/out from GLSL 1.30
#version 130
centroid in vec4 g_a;
void main() {}
