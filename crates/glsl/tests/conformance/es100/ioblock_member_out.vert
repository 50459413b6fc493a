// expect: fail -- GLSL ES 1.00 section 4.3.7: block members may repeat the block's storage qualifier
#version 100
precision mediump float;
out VertexData { out vec4 color; } vd;
void main() {}
