// expect: compile -- GLSL 3.30 section 4.3.8.1: an input array of size 2 matches `lines`
#version 330 core
layout(lines) in;
in vec4 g_v[2];
void main() {}
