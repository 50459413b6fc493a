// expect: compile -- GLSL 3.30 section 4.3.9: centroid in/out from GLSL 1.30
#version 330 core
centroid in vec4 g_a;
void main() {}
