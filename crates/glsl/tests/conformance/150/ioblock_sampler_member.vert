// expect: fail -- GLSL 1.50 section 4.3.7: in/out blocks cannot hold samplers
#version 150 core
out VertexData { sampler2D t; } vd;
void main() {}
