// expect: compile -- GLSL 1.50 section 7.4: gl_MaxGeometryOutputVertices is a built-in constant
#version 150 core
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    int n = gl_MaxGeometryOutputVertices;
}
