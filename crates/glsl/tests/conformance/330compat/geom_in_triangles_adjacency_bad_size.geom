// expect: fail -- GLSL 3.30 (compatibility) section 4.3.8.1: an input array size must match the input primitive
#version 330 compatibility
layout(triangles_adjacency) in;
in vec4 g_v[7];
void main() {}
