// expect: compile -- GLSL 1.50 section 4.3.8.1: a geometry shader with points in and out
#version 150 core
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    gl_Position = gl_in[0].gl_Position;
    EmitVertex();
    EndPrimitive();
}
