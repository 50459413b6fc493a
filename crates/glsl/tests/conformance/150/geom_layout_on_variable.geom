// expect: fail -- GLSL 1.50 section 4.3.8.1: input primitive qualifiers go on `in` alone
#version 150 core
layout(triangles) in vec4 g_v[];
void main() {}
