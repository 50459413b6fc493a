// expect: fail -- GLSL 1.50 (compatibility) section 8.10: EndPrimitive takes no arguments
#version 150 compatibility
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
void main() {
    EndPrimitive(0);
}
