// expect: compile -- GLSL 3.30 section 4.3.8.1: an input array of size 3 matches `triangles`
#version 330 core
layout(triangles) in;
in vec4 g_v[3];
void main() {}
