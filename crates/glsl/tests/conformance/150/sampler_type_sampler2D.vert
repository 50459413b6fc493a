// expect: compile -- GLSL 1.50 section 4.1.7: `sampler2D` exists in every version
#version 150 core
uniform sampler2D g_tex;
void main() {}
