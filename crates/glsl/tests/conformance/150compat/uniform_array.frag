// expect: compile -- GLSL 1.50 (compatibility) section 4.3.5: uniforms may be arrays
#version 150 compatibility
uniform vec4 g_u[4];
void main() {}
