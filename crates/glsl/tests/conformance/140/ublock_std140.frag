// expect: compile -- GLSL 1.40 section 4.3.5.1: layout(std140) on uniform blocks (GLSL 1.40+)
#version 140
layout(std140) uniform Light { vec4 color; };
void main() {}
