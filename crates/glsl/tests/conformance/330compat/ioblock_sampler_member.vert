// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: in/out blocks cannot hold samplers
#version 330 compatibility
out VertexData { sampler2D t; } vd;
void main() {}
