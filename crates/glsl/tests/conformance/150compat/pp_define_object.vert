// expect: compile -- GLSL 1.50 (compatibility) section 3.3: object-like macros
#version 150 compatibility
#define N 3
const int g_n = N;
void main() {}
