// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: geometry input blocks need an instance name (they are arrays)
#version 330 compatibility
layout(triangles) in;
in VertexData { vec4 color; };
void main() {}
