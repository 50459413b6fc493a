// expect: compile -- GLSL 1.30 section 6.1: a prototype and a definition that agree on const
#version 130
void f_c(const vec3 a);
void f_c(const vec3 a) {}
void main() {}
