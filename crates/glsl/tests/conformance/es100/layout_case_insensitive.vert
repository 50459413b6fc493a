// expect: fail -- GLSL ES 1.00 section 4.3.8: layout qualifier identifiers are not case-sensitive
#version 100
precision mediump float;
layout(STD140, Row_Major) uniform Light { mat4 m; };
void main() {}
