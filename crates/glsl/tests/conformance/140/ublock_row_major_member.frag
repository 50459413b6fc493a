// expect: compile -- GLSL 1.40 section 4.3.5.1: row_major on a block member (GLSL 1.40+)
#version 140
uniform Light { layout(row_major) mat4 m; };
void main() {}
