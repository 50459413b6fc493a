// expect: fail -- GLSL 1.50 section 7.1: gl_VertexID is not a geometry shader input
#version 150 core
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    int i = gl_VertexID;
}
