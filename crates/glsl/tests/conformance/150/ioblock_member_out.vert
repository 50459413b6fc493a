// expect: compile -- GLSL 1.50 section 4.3.7: block members may repeat the block's storage qualifier
#version 150 core
out VertexData { out vec4 color; } vd;
void main() {}
