// expect: fail -- GLSL 1.10 section 4.3.7: block members may repeat the block's storage qualifier
#version 110
out VertexData { out vec4 color; } vd;
void main() {}
