// expect: compile -- GLSL 3.30 section 4.3.8.1: input layout declarations may repeat if they agree
#version 330 core
layout(points) in;
layout(points) in;
void main() {}
