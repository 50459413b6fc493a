// expect: compile -- GLSL 3.30 (compatibility) section 4.1.7: `sampler1DShadow` exists desktop only (reserved in GLSL ES 1.00)
#version 330 compatibility
uniform sampler1DShadow g_tex;
void main() {}
