// expect: fail -- GLSL 3.30 (compatibility) section 4.3.8.1: primitive layouts exist only in geometry shaders
#version 330 compatibility
layout(triangles) in;
void main() {}
