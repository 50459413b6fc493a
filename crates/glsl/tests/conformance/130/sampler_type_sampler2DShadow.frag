// expect: compile -- GLSL 1.30 section 4.1.7: `sampler2DShadow` exists desktop only (reserved in GLSL ES 1.00)
#version 130
uniform sampler2DShadow g_tex;
void main() {}
