// expect: compile -- GLSL 3.30 section 4.3.8.1: a geometry shader with points in and out
#version 330 core
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    gl_Position = gl_in[0].gl_Position;
    EmitVertex();
    EndPrimitive();
}
