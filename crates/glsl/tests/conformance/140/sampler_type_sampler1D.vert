// expect: compile -- GLSL 1.40 section 4.1.7: `sampler1D` exists desktop only (reserved in GLSL ES 1.00)
#version 140
uniform sampler1D g_tex;
void main() {}
