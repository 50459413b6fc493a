// expect: compile -- GLSL 3.30 section 4.1.7: `sampler2D` exists in every version
#version 330 core
uniform sampler2D g_tex;
void main() {}
