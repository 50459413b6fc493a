// expect: compile -- GLSL 1.40 section 6.1: a prototype and a definition that agree on const
#version 140
void f_c(const vec3 a);
void f_c(const vec3 a) {}
void main() {}
