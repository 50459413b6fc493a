// expect: fail -- GLSL ES 1.00 section 4.3.8: layout(std140) on uniform blocks (GLSL 1.40+)
#version 100
precision mediump float;
layout(std140) uniform Light { vec4 color; };
void main() {}
