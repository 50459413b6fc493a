// expect: fail -- GLSL 1.50 section 4.3.7: geometry input blocks must be arrays
#version 150 core
layout(triangles) in;
in VertexData { vec4 color; } vd;
void main() {}
