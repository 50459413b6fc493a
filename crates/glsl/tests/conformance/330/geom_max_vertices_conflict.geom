// expect: fail -- GLSL 3.30 section 4.3.8.2: all max_vertices declarations must agree
#version 330 core
layout(points, max_vertices = 3) out;
layout(max_vertices = 4) out;
void main() {}
