// expect: fail -- GLSL ES 1.00 section 4.1.7: a sampler parameter cannot be assigned
#version 100
precision mediump float;
uniform sampler2D g_a;
void f(sampler2D t) { t = g_a; }
void main() {}
