// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: integer members of vertex output blocks are flat
#version 330 compatibility
out VertexData { int id; } vd;
void main() {}
