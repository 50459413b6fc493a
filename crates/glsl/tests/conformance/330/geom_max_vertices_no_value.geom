// expect: fail -- GLSL 3.30 section 4.3.8.2: max_vertices needs a value
#version 330 core
layout(points, max_vertices) out;
void main() {}
