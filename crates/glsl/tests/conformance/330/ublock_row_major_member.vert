// expect: compile -- GLSL 3.30 section 4.3.8: row_major on a block member (GLSL 1.40+)
#version 330 core
uniform Light { layout(row_major) mat4 m; };
void main() {}
