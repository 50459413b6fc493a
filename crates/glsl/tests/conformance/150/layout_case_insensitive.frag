// expect: compile -- GLSL 1.50 section 4.3.8: layout qualifier identifiers are not case-sensitive
#version 150 core
layout(STD140, Row_Major) uniform Light { mat4 m; };
void main() {}
