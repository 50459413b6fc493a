// expect: compile -- GLSL 1.50 (compatibility) section 4.3.8.1: an input array sized before the layout matches it
#version 150 compatibility
in vec4 g_v[3];
layout(triangles) in;
void main() {}
