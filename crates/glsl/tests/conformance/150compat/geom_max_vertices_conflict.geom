// expect: fail -- GLSL 1.50 (compatibility) section 4.3.8.2: all max_vertices declarations must agree
#version 150 compatibility
layout(points, max_vertices = 3) out;
layout(max_vertices = 4) out;
void main() {}
