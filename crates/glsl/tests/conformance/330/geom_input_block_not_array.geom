// expect: fail -- GLSL 3.30 section 4.3.7: geometry input blocks must be arrays
#version 330 core
layout(triangles) in;
in VertexData { vec4 color; } vd;
void main() {}
