// expect: compile -- GLSL 1.50 (compatibility) section 4.3.8.2: `points` is a geometry output primitive
#version 150 compatibility
layout(triangles) in;
layout(points, max_vertices = 3) out;
void main() {}
