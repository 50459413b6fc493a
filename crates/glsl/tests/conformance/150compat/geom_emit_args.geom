// expect: fail -- GLSL 1.50 (compatibility) section 8.10: EmitVertex takes no arguments
#version 150 compatibility
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    EmitVertex(1);
}
