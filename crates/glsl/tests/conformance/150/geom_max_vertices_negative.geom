// expect: fail -- GLSL 1.50 section 4.3.8.2: max_vertices must not be negative
#version 150 core
layout(points, max_vertices = -1) out;
void main() {}
