// expect: compile -- GLSL 1.10 section 3.3: object-like macros
#version 110
#define N 3
const int g_n = N;
void main() {}
