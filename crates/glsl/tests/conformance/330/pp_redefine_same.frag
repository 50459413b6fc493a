// expect: compile -- GLSL 3.30 section 3.3: an identical redefinition is allowed (as in C++)
#version 330 core
#define N 1
#define N 1
void main() {}
