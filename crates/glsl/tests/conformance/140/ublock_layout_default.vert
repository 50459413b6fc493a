// expect: compile -- GLSL 1.40 section 4.3.5.1: layout(std140, row_major) uniform; sets block defaults (GLSL 1.40+)
#version 140
layout(std140, row_major) uniform;
uniform Light { mat4 m; };
void main() {}
