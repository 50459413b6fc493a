// expect: fail -- GLSL 3.30 section 4.3.8.1: an input array size must match the input primitive
#version 330 core
layout(lines) in;
in vec4 g_v[3];
void main() {}
