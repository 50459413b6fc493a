// expect: compile -- GLSL 3.30 section 6.1: a prototype and a definition that agree on const
#version 330 core
void f_c(const vec3 a);
void f_c(const vec3 a) {}
void main() {}
