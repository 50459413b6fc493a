// expect: fail -- GLSL ES 1.00 section 6.4: a void function cannot return a value
#version 100
precision mediump float;
void f() { return 1.0; }
void main() {}
