// expect: compile -- GLSL ES 1.00 section 5.10: a built-in call with constant arguments is a constant expression (not in GLSL 1.10)
#version 100
precision mediump float;
const float g_c = sin(1.0);
void main() {}
