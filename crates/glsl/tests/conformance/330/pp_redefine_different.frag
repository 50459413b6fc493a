// expect: fail -- GLSL 3.30 section 3.3: redefining a macro differently is an error (as in C++)
#version 330 core
#define N 1
#define N 2
void main() {}
