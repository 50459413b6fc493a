// expect: fail -- GLSL 1.50 section 4.3.8.2: all max_vertices declarations must agree
#version 150 core
layout(points, max_vertices = 3) out;
layout(max_vertices = 4) out;
void main() {}
