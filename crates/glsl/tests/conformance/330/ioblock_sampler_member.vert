// expect: fail -- GLSL 3.30 section 4.3.7: in/out blocks cannot hold samplers
#version 330 core
out VertexData { sampler2D t; } vd;
void main() {}
