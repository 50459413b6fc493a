// expect: fail -- GLSL 1.50 (compatibility) section 3.3: redefining a macro differently is an error (as in C++)
#version 150 compatibility
#define N 1
#define N 2
void main() {}
