// expect: fail -- GLSL 3.30 (compatibility) section 7.1: gl_PrimitiveIDIn is read-only
#version 330 compatibility
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    gl_PrimitiveIDIn = 1;
}
