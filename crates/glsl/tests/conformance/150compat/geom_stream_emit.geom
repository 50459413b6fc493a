// expect: fail -- GLSL 1.50 (compatibility) section 8.10: EmitStreamVertex needs GLSL 4.00
#version 150 compatibility
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    EmitStreamVertex(0);
}
