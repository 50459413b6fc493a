// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: integer members of vertex output blocks are flat
#version 150 compatibility
out VertexData { int id; } vd;
void main() {}
