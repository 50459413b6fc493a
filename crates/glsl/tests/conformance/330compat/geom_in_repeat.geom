// expect: compile -- GLSL 3.30 (compatibility) section 4.3.8.1: input layout declarations may repeat if they agree
#version 330 compatibility
layout(points) in;
layout(points) in;
void main() {}
