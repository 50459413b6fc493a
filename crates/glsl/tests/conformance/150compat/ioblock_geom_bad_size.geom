// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: a geometry input block array must match the input primitive
#version 150 compatibility
layout(lines) in;
in VertexData { vec4 color; } vd[3];
void main() {}
