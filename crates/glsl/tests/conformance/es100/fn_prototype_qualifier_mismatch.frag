// expect: fail -- GLSL ES 1.00 section 6.1: a prototype and definition must have the same parameter qualifiers
#version 100
precision mediump float;
void f(out float x);
void f(in float x) { }
void main() {}
