// expect: compile -- GLSL 3.30 section 4.3.8: layout qualifier identifiers are not case-sensitive
#version 330 core
layout(STD140, Row_Major) uniform Light { mat4 m; };
void main() {}
