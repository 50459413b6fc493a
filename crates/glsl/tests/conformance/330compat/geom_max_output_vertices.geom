// expect: compile -- GLSL 3.30 (compatibility) section 7.4: gl_MaxGeometryOutputVertices is a built-in constant
#version 330 compatibility
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    int n = gl_MaxGeometryOutputVertices;
}
