// expect: compile -- GLSL 1.30 section 4.1.7: `sampler1D` exists desktop only (reserved in GLSL ES 1.00)
#version 130
uniform sampler1D g_tex;
void main() {}
