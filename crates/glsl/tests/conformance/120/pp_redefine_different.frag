// expect: fail -- GLSL 1.20 section 3.3: redefining a macro differently is an error (as in C++)
#version 120
#define N 1
#define N 2
void main() {}
