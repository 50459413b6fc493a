// expect: fail -- GLSL 3.30 section 4.3.7: integer members of vertex output blocks are flat
#version 330 core
out VertexData { int id; } vd;
void main() {}
