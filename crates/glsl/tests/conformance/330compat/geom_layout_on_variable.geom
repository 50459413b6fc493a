// expect: fail -- GLSL 3.30 (compatibility) section 4.3.8.1: input primitive qualifiers go on `in` alone
#version 330 compatibility
layout(triangles) in vec4 g_v[];
void main() {}
