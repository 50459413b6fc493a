// expect: compile -- GLSL 1.10 section 4.1.7: `sampler1DShadow` exists desktop only (reserved in GLSL ES 1.00)
#version 110
uniform sampler1DShadow g_tex;
void main() {}
