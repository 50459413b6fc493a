// expect: fail -- GLSL 1.20 section 4.3.8: layout(std140) on uniform blocks (GLSL 1.40+)
#version 120
layout(std140) uniform Light { vec4 color; };
void main() {}
