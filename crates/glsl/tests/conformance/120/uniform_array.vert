// expect: compile -- GLSL 1.20 section 4.3.5: uniforms may be arrays
#version 120
uniform vec4 g_u[4];
void main() {}
