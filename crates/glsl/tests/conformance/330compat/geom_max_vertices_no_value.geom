// expect: fail -- GLSL 3.30 (compatibility) section 4.3.8.2: max_vertices needs a value
#version 330 compatibility
layout(points, max_vertices) out;
void main() {}
