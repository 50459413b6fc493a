// expect: fail -- GLSL 1.40 section 6.1: a prototype and the definition take the same parameter qualifiers, const included
#version 140
void f_c(vec3 a);
void f_c(const vec3 a) {}
void main() {}
