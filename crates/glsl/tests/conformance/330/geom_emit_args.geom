// expect: fail -- GLSL 3.30 section 8.10: EmitVertex takes no arguments
#version 330 core
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    EmitVertex(1);
}
