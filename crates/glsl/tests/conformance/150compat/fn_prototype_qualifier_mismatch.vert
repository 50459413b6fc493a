// expect: fail -- GLSL 1.50 (compatibility) section 6.1: a prototype and definition must have the same parameter qualifiers
#version 150 compatibility
void f(out float x);
void f(in float x) { }
void main() {}
