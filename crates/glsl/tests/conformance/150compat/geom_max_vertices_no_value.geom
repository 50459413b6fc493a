// expect: fail -- GLSL 1.50 (compatibility) section 4.3.8.2: max_vertices needs a value
#version 150 compatibility
layout(points, max_vertices) out;
void main() {}
