// expect: compile -- GLSL 1.20 section 4.1.7: `sampler2D` exists in every version
#version 120
uniform sampler2D g_tex;
void main() {}
