// expect: compile -- GLSL 1.50 section 4.3.8: layout(std140, row_major) uniform; sets block defaults (GLSL 1.40+)
#version 150 core
layout(std140, row_major) uniform;
uniform Light { mat4 m; };
void main() {}
