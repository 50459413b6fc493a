// expect: fail -- GLSL 3.30 section 7.1: gl_in is read-only
#version 330 core
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    gl_in[0].gl_Position = vec4(0.0);
}
