// expect: compile -- GLSL 1.50 section 4.1.7: `sampler2DShadow` exists desktop only (reserved in GLSL ES 1.00)
#version 150 core
uniform sampler2DShadow g_tex;
void main() {}
