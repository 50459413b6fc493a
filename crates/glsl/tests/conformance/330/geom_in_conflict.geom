// expect: fail -- GLSL 3.30 section 4.3.8.1: all input layout declarations must agree
#version 330 core
layout(points) in;
layout(lines) in;
void main() {}
