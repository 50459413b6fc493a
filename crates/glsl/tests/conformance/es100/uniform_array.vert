// expect: compile -- GLSL ES 1.00 section 4.3.4: uniforms may be arrays
#version 100
precision mediump float;
uniform vec4 g_u[4];
void main() {}
