// expect: compile -- GLSL 1.40 section 4.3.9: centroid in/out from GLSL 1.30
#version 140
centroid in vec4 g_a;
void main() {}
