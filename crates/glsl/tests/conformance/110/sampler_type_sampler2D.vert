// expect: compile -- GLSL 1.10 section 4.1.7: `sampler2D` exists in every version
#version 110
uniform sampler2D g_tex;
void main() {}
