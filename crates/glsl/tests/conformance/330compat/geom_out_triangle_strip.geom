// expect: compile -- GLSL 3.30 (compatibility) section 4.3.8.2: `triangle_strip` is a geometry output primitive
#version 330 compatibility
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
void main() {}
