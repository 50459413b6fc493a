// expect: fail -- GLSL 1.50 section 8.10: EndPrimitive takes no arguments
#version 150 core
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
void main() {
    EndPrimitive(0);
}
