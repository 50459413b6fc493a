// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: block members can repeat only the block's storage qualifier
#version 150 compatibility
out VertexData { in vec4 color; } vd;
void main() {}
