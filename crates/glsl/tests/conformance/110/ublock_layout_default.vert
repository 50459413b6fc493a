// expect: fail -- GLSL 1.10 section 4.3.8: layout(std140, row_major) uniform; sets block defaults (GLSL 1.40+)
#version 110
layout(std140, row_major) uniform;
uniform Light { mat4 m; };
void main() {}
