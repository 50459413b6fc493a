// expect: compile -- GLSL 1.40 section 4.3.7: layout qualifier identifiers are not case-sensitive
#version 140
layout(STD140, Row_Major) uniform Light { mat4 m; };
void main() {}
