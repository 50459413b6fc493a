// expect: fail -- GLSL 1.50 (compatibility) section 4.3.8.1: std140 is no geometry input layout identifier
#version 150 compatibility
layout(points, std140) in;
layout(points, max_vertices = 1) out;
void main() {}
