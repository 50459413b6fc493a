// expect: compile -- GLSL ES 1.00 section 6.1: a prototype and a definition that agree on const
#version 100
precision mediump float;
void f_c(const vec3 a);
void f_c(const vec3 a) {}
void main() {}
