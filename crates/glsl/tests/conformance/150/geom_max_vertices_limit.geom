// expect: compile -- GLSL 1.50 section 4.3.8.2: max_vertices may be gl_MaxGeometryOutputVertices (256)
#version 150 core
layout(points, max_vertices = 256) out;
void main() {}
