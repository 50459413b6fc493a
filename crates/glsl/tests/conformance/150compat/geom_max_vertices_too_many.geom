// expect: fail -- GLSL 1.50 (compatibility) section 4.3.8.2: max_vertices above gl_MaxGeometryOutputVertices is an error
#version 150 compatibility
layout(points, max_vertices = 257) out;
void main() {}
