// expect: fail -- GLSL ES 1.00 section 6.1: a prototype and the definition take the same parameter qualifiers, const included
#version 100
precision mediump float;
void f_c(vec3 a);
void f_c(const vec3 a) {}
void main() {}
