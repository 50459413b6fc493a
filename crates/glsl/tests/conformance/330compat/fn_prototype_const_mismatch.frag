// expect: fail -- GLSL 3.30 (compatibility) section 6.1: a prototype and the definition take the same parameter qualifiers, const included
#version 330 compatibility
void f_c(vec3 a);
void f_c(const vec3 a) {}
void main() {}
