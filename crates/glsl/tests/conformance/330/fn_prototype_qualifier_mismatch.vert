// expect: fail -- GLSL 3.30 section 6.1: a prototype and definition must have the same parameter qualifiers
#version 330 core
void f(out float x);
void f(in float x) { }
void main() {}
