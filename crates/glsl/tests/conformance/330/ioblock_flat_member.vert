// expect: compile -- GLSL 3.30 section 4.3.7: block members may have interpolation qualifiers
#version 330 core
out VertexData { flat int id; smooth vec4 c; } vd;
void main() {}
