// expect: fail -- GLSL ES 1.00 section 4.3.8: row_major on a block member (GLSL 1.40+)
#version 100
precision mediump float;
uniform Light { layout(row_major) mat4 m; };
void main() {}
