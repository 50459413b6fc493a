// expect: fail -- GLSL 3.30 section 4.3.8.1: an input layout qualifier names one input primitive
#version 330 core
layout(points, points) in;
layout(points, max_vertices = 1) out;
void main() {}
