// expect: compile -- GLSL 3.30 section 4.1.7: `sampler1D` exists desktop only (reserved in GLSL ES 1.00)
#version 330 core
uniform sampler1D g_tex;
void main() {}
