// expect: compile -- GLSL 3.30 (compatibility) section 4.3.8.1: a geometry shader with points in and out
#version 330 compatibility
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    gl_Position = gl_in[0].gl_Position;
    EmitVertex();
    EndPrimitive();
}
