// expect: fail -- GLSL 3.30 section 4.3.4: integer members of fragment input blocks must be flat
#version 330 core
in VertexData { int id; } vd;
void main() {}
