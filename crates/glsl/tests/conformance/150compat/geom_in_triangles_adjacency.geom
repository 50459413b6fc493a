// expect: compile -- GLSL 1.50 (compatibility) section 4.3.8.1: `triangles_adjacency` is a geometry input primitive
#version 150 compatibility
layout(triangles_adjacency) in;
layout(points, max_vertices = 1) out;
void main() {
    int n = gl_in.length();
}
