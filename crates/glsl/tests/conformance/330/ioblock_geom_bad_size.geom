// expect: fail -- GLSL 3.30 section 4.3.7: a geometry input block array must match the input primitive
#version 330 core
layout(lines) in;
in VertexData { vec4 color; } vd[3];
void main() {}
