// expect: fail -- GLSL 3.30 section 4.3.8.1: max_vertices is an output layout qualifier
#version 330 core
layout(points, max_vertices = 3) in;
void main() {}
