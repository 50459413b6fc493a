// expect: compile -- GLSL 1.10 section 4.1.7: `sampler3D` exists desktop only (reserved in GLSL ES 1.00)
#version 110
uniform sampler3D g_tex;
void main() {}
