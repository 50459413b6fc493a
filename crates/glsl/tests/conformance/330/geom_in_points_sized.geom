// expect: compile -- GLSL 3.30 section 4.3.8.1: an input array of size 1 matches `points`
#version 330 core
layout(points) in;
in vec4 g_v[1];
void main() {}
