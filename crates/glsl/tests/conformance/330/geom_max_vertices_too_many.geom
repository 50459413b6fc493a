// expect: fail -- GLSL 3.30 section 4.3.8.2: max_vertices above gl_MaxGeometryOutputVertices is an error
#version 330 core
layout(points, max_vertices = 257) out;
void main() {}
