// expect: fail -- GLSL 1.50 (compatibility) section 4.3.8.1: all input layout declarations must agree
#version 150 compatibility
layout(points) in;
layout(lines) in;
void main() {}
