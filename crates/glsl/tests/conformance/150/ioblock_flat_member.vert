// expect: compile -- GLSL 1.50 section 4.3.7: block members may have interpolation qualifiers
#version 150 core
out VertexData { flat int id; smooth vec4 c; } vd;
void main() {}
