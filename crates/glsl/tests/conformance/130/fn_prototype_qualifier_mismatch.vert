// expect: fail -- GLSL 1.30 section 6.1: a prototype and definition must have the same parameter qualifiers
#version 130
void f(out float x);
void f(in float x) { }
void main() {}
