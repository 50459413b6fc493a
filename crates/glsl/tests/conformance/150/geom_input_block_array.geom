// expect: compile -- GLSL 1.50 section 4.3.7: geometry input blocks are arrays
#version 150 core
layout(triangles) in;
in VertexData { vec4 color; } vd[];
void main() {
    vec4 c = vd[0].color;
}
