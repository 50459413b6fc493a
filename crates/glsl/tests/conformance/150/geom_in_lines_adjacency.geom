// expect: compile -- GLSL 1.50 section 4.3.8.1: `lines_adjacency` is a geometry input primitive
#version 150 core
layout(lines_adjacency) in;
layout(points, max_vertices = 1) out;
void main() {
    int n = gl_in.length();
}
