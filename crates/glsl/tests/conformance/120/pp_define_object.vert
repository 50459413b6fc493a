// expect: compile -- GLSL 1.20 section 3.3: object-like macros
#version 120
#define N 3
const int g_n = N;
void main() {}
