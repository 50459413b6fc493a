// expect: compile -- GLSL 3.30 section 4.3.8.2: `line_strip` is a geometry output primitive
#version 330 core
layout(triangles) in;
layout(line_strip, max_vertices = 3) out;
void main() {}
