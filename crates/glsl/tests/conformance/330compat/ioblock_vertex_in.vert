// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: vertex shaders cannot have input blocks
#version 330 compatibility
in VertexData { vec4 color; };
void main() {}
