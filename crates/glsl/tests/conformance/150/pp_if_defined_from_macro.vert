// expect: compile -- GLSL 1.50 section 3.3: a `defined` produced by a macro's expansion is evaluated (as C preprocessors do)
#version 150 core
#define D_NONE defined(NOT_DEFINED_X)
#if !D_NONE
float g_a;
#endif
void main() {}
