// expect: fail -- GLSL ES 1.00 section 6.1: a function cannot return a structure that contains an array
#version 100
precision mediump float;
struct S_arr { float m[2]; };
S_arr f_s() { S_arr s; s.m[0] = 1.0; s.m[1] = 2.0; return s; }
void main() {}
