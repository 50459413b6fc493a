// expect: fail -- GLSL 1.50 (compatibility) section 4.3.8.1: an input layout qualifier names one input primitive
#version 150 compatibility
layout(points, points) in;
layout(points, max_vertices = 1) out;
void main() {}
