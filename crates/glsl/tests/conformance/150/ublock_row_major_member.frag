// expect: compile -- GLSL 1.50 section 4.3.8: row_major on a block member (GLSL 1.40+)
#version 150 core
uniform Light { layout(row_major) mat4 m; };
void main() {}
