// expect: fail -- GLSL ES 1.00 section 3.4: an undefined identifier that is evaluated is an error
#version 100
precision mediump float;
#if 0 || NOT_DEFINED_X
#endif
void main() {}
