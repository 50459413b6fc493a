// expect: compile -- GLSL 1.50 section 4.3.8.2: `line_strip` is a geometry output primitive
#version 150 core
layout(triangles) in;
layout(line_strip, max_vertices = 3) out;
void main() {}
