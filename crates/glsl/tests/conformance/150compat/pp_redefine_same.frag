// expect: compile -- GLSL 1.50 (compatibility) section 3.3: an identical redefinition is allowed (as in C++)
#version 150 compatibility
#define N 1
#define N 1
void main() {}
