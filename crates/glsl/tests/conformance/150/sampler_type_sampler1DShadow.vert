// expect: compile -- GLSL 1.50 section 4.1.7: `sampler1DShadow` exists desktop only (reserved in GLSL ES 1.00)
#version 150 core
uniform sampler1DShadow g_tex;
void main() {}
