// expect: fail -- GLSL 3.30 (compatibility) section 4.3.8.1: a later layout must match earlier input array sizes
#version 330 compatibility
in vec4 g_v[2];
layout(triangles) in;
void main() {}
