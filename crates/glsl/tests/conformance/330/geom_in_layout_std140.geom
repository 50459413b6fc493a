// expect: fail -- GLSL 3.30 section 4.3.8.1: std140 is no geometry input layout identifier
#version 330 core
layout(points, std140) in;
layout(points, max_vertices = 1) out;
void main() {}
