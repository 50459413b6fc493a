// expect: compile -- GLSL 1.30 section 4.1.7: `sampler2D` exists in every version
#version 130
uniform sampler2D g_tex;
void main() {}
