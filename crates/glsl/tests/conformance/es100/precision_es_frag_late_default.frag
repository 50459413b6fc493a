// expect: fail -- GLSL ES 1.00 section 4.5.3: a default precision applies only after its statement
#version 100
uniform vec4 g_u;
precision mediump float;
void main() {}
