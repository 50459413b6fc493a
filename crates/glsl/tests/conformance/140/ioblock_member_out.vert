// expect: fail -- GLSL 1.40 section 4.3.7: block members may repeat the block's storage qualifier
#version 140
out VertexData { out vec4 color; } vd;
void main() {}
