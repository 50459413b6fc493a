// expect: compile -- GLSL 1.50 (compatibility) section 4.3.7: block members may have interpolation qualifiers
#version 150 compatibility
out VertexData { flat int id; smooth vec4 c; } vd;
void main() {}
