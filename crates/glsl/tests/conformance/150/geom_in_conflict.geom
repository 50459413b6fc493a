// expect: fail -- GLSL 1.50 section 4.3.8.1: all input layout declarations must agree
#version 150 core
layout(points) in;
layout(lines) in;
void main() {}
