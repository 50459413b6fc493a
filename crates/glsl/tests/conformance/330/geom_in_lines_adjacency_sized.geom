// expect: compile -- GLSL 3.30 section 4.3.8.1: an input array of size 4 matches `lines_adjacency`
#version 330 core
layout(lines_adjacency) in;
in vec4 g_v[4];
void main() {}
