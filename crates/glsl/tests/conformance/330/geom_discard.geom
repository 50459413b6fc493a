// expect: fail -- GLSL 3.30 section 6.4: discard is only allowed in fragment shaders
#version 330 core
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    discard;
}
