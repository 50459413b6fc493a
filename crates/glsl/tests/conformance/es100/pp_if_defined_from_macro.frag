// expect: compile -- GLSL ES 1.00 section 3.4: a `defined` produced by a macro's expansion is evaluated (as C preprocessors do)
#version 100
precision mediump float;
#define D_NONE defined(NOT_DEFINED_X)
#if !D_NONE
float g_a;
#endif
void main() {}
