// expect: compile -- GLSL 1.50 (compatibility) section 4.3.8.1: an input array of size 6 matches `triangles_adjacency`
#version 150 compatibility
layout(triangles_adjacency) in;
in vec4 g_v[6];
void main() {}
