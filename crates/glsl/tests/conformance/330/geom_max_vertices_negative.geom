// expect: fail -- GLSL 3.30 section 4.3.8.2: max_vertices must not be negative
#version 330 core
layout(points, max_vertices = -1) out;
void main() {}
