// expect: compile -- GLSL 3.30 section 4.1.7: `sampler3D` exists desktop only (reserved in GLSL ES 1.00)
#version 330 core
uniform sampler3D g_tex;
void main() {}
