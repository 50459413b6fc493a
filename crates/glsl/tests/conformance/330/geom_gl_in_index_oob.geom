// expect: fail -- GLSL 3.30 section 7.1: a constant gl_in index beyond the input primitive's vertices is an error
#version 330 core
layout(triangles) in;
layout(points, max_vertices = 1) out;
void main() {
    vec4 p = gl_in[3].gl_Position;
}
