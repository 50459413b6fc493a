// expect: compile -- GLSL ES 1.00 section 3.4: #undef removes a macro
#version 100
precision mediump float;
#define N 1
#undef N
#ifdef N
#error N still defined
#endif
void main() {}
