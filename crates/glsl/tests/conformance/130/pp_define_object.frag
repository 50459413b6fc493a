// expect: compile -- GLSL 1.30 section 3.3: object-like macros
#version 130
#define N 3
const int g_n = N;
void main() {}
