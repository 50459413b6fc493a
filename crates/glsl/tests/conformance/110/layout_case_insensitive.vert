// expect: fail -- GLSL 1.10 section 4.3.8: layout qualifier identifiers are not case-sensitive
#version 110
layout(STD140, Row_Major) uniform Light { mat4 m; };
void main() {}
