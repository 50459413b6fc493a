// expect: fail -- GLSL 1.50 section 4.3.7: vertex shaders cannot have input blocks
#version 150 core
in VertexData { vec4 color; };
void main() {}
