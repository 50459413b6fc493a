// expect: compile -- GLSL 1.50 section 4.3.5: uniforms may be arrays
#version 150 core
uniform vec4 g_u[4];
void main() {}
