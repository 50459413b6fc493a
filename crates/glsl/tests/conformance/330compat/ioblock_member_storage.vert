// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: block members can repeat only the block's storage qualifier
#version 330 compatibility
out VertexData { in vec4 color; } vd;
void main() {}
