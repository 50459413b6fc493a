// expect: compile -- GLSL 3.30 (compatibility) section 3.3: object-like macros
#version 330 compatibility
#define N 3
const int g_n = N;
void main() {}
