// expect: compile -- GLSL 1.50 (compatibility) section 4.3.8.1: an input array of size 3 matches `triangles`
#version 150 compatibility
layout(triangles) in;
in vec4 g_v[3];
void main() {}
