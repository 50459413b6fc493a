// expect: compile -- GLSL ES 1.00 section 3.4: #if supports && || ! and defined
#version 100
precision mediump float;
#define A
#if !(defined(A) && defined A) || defined(B)
#error
#endif
void main() {}
