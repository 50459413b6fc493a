// expect: fail -- GLSL 1.50 (compatibility) section 4.3.4: integer members of fragment input blocks must be flat
#version 150 compatibility
in VertexData { int id; } vd;
void main() {}
