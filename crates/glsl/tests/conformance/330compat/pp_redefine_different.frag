// expect: fail -- GLSL 3.30 (compatibility) section 3.3: redefining a macro differently is an error (as in C++)
#version 330 compatibility
#define N 1
#define N 2
void main() {}
