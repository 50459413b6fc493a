// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: vertex shaders cannot have input blocks
#version 150 compatibility
in VertexData { vec4 color; };
void main() {}
