// expect: fail -- GLSL 1.30 section 4.3.7: block members may repeat the block's storage qualifier
#version 130
out VertexData { out vec4 color; } vd;
void main() {}
