// expect: fail -- GLSL 1.50 (compatibility) section 4.3.8.1: primitive layouts exist only in geometry shaders
#version 150 compatibility
layout(triangles) in;
void main() {}
