// expect: fail -- GLSL 3.30 section 4.3.8.1: primitive layouts exist only in geometry shaders
#version 330 core
layout(triangles) in;
void main() {}
