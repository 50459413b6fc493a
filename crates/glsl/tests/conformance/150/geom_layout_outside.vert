// expect: fail -- GLSL 1.50 section 4.3.8.1: primitive layouts exist only in geometry shaders
#version 150 core
layout(triangles) in;
void main() {}
