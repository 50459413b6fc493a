// expect: compile -- GLSL 1.10 section 3.3: an identical redefinition is allowed (as in C++)
#version 110
#define N 1
#define N 1
void main() {}
