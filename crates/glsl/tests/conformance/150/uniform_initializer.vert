// expect: compile -- GLSL 1.50 section 4.3.5: uniform initialisers exist from GLSL 1.20 (not in GLSL ES 1.00)
#version 150 core
uniform float g_u = 1.0;
void main() {}
