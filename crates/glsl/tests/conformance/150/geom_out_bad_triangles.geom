// expect: fail -- GLSL 1.50 section 4.3.8.2: geometry outputs are points, line_strip or triangle_strip
#version 150 core
layout(triangles) in;
layout(triangles, max_vertices = 3) out;
void main() {}
