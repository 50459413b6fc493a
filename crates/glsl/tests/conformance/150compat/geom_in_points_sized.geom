// expect: compile -- GLSL 1.50 (compatibility) section 4.3.8.1: an input array of size 1 matches `points`
#version 150 compatibility
layout(points) in;
in vec4 g_v[1];
void main() {}
