// expect: compile -- GLSL 1.50 (compatibility) section 7.4: gl_MaxGeometryOutputVertices is a built-in constant
#version 150 compatibility
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    int n = gl_MaxGeometryOutputVertices;
}
