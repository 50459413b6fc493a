// expect: compile -- GLSL 3.30 (compatibility) section 4.3.5: uniforms may be arrays
#version 330 compatibility
uniform vec4 g_u[4];
void main() {}
