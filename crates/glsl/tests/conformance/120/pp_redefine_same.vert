// expect: compile -- GLSL 1.20 section 3.3: an identical redefinition is allowed (as in C++)
#version 120
#define N 1
#define N 1
void main() {}
