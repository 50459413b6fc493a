// expect: compile -- GLSL 3.30 (compatibility) section 4.3.7: block members may repeat the block's storage qualifier
#version 330 compatibility
out VertexData { out vec4 color; } vd;
void main() {}
