// expect: compile -- GLSL 1.50 (compatibility) section 4.1.7: `sampler1D` exists desktop only (reserved in GLSL ES 1.00)
#version 150 compatibility
uniform sampler1D g_tex;
void main() {}
