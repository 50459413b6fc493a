// expect: compile -- GLSL 3.30 (compatibility) section 4.3.8: layout(std140) on uniform blocks (GLSL 1.40+)
#version 330 compatibility
layout(std140) uniform Light { vec4 color; };
void main() {}
