// expect: fail -- GLSL 1.50 section 6.1: a prototype and the definition take the same parameter qualifiers, const included
#version 150 core
void f_c(vec3 a);
void f_c(const vec3 a) {}
void main() {}
