// expect: compile -- GLSL 1.40 section 4.3.5: uniforms may be arrays
#version 140
uniform vec4 g_u[4];
void main() {}
