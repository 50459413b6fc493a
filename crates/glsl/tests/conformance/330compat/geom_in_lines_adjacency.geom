// expect: compile -- GLSL 3.30 (compatibility) section 4.3.8.1: `lines_adjacency` is a geometry input primitive
#version 330 compatibility
layout(lines_adjacency) in;
layout(points, max_vertices = 1) out;
void main() {
    int n = gl_in.length();
}
