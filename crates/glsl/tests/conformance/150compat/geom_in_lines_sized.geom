// expect: compile -- GLSL 1.50 (compatibility) section 4.3.8.1: an input array of size 2 matches `lines`
#version 150 compatibility
layout(lines) in;
in vec4 g_v[2];
void main() {}
