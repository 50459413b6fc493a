// expect: compile -- GLSL 1.10 section 4.3.5: uniforms may be arrays
#version 110
uniform vec4 g_u[4];
void main() {}
