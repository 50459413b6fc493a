// expect: fail -- GLSL 3.30 (compatibility) section 8.10: EmitStreamVertex needs GLSL 4.00
#version 330 compatibility
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    EmitStreamVertex(0);
}
