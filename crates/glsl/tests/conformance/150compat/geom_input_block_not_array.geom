// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: geometry input blocks must be arrays
#version 150 compatibility
layout(triangles) in;
in VertexData { vec4 color; } vd;
void main() {}
