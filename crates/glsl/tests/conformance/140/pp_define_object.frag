// expect: compile -- GLSL 1.40 section 3.3: object-like macros
#version 140
#define N 3
const int g_n = N;
void main() {}
