// expect: fail -- GLSL 1.50 (compatibility) section 4.3.8.1: an input array size must match the input primitive
#version 150 compatibility
layout(points) in;
in vec4 g_v[2];
void main() {}
