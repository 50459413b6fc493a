// expect: compile -- GLSL 1.50 section 4.3.7: a geometry input block array sized to the input primitive
#version 150 core
layout(lines) in;
in VertexData { vec4 color; } vd[2];
void main() {}
