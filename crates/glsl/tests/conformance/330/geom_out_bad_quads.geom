// expect: fail -- GLSL 3.30 section 4.3.8.2: geometry outputs are points, line_strip or triangle_strip
#version 330 core
layout(triangles) in;
layout(quads, max_vertices = 3) out;
void main() {}
