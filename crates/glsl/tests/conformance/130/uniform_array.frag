// expect: compile -- GLSL 1.30 section 4.3.5: uniforms may be arrays
#version 130
uniform vec4 g_u[4];
void main() {}
