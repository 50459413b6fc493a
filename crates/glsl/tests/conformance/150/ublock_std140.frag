// expect: compile -- GLSL 1.50 section 4.3.8: layout(std140) on uniform blocks (GLSL 1.40+)
#version 150 core
layout(std140) uniform Light { vec4 color; };
void main() {}
