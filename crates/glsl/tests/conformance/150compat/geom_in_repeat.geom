// expect: compile -- GLSL 1.50 (compatibility) section 4.3.8.1: input layout declarations may repeat if they agree
#version 150 compatibility
layout(points) in;
layout(points) in;
void main() {}
