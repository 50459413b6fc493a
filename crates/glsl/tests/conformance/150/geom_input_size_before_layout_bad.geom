// expect: fail -- GLSL 1.50 section 4.3.8.1: a later layout must match earlier input array sizes
#version 150 core
in vec4 g_v[2];
layout(triangles) in;
void main() {}
