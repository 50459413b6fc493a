// expect: fail -- GLSL 1.50 section 6.4: discard is only allowed in fragment shaders
#version 150 core
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    discard;
}
