// expect: compile -- GLSL ES 1.00 section 5.10: a built-in call nested in a constructor is not a constant expression in GLSL 1.10
#version 100
precision mediump float;
const vec2 g_c = vec2(abs(-1.0), 1.0);
void main() {}
