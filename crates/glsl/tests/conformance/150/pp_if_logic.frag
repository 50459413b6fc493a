// expect: compile -- GLSL 1.50 section 3.3: #if supports && || ! and defined
#version 150 core
#define A
#if !(defined(A) && defined A) || defined(B)
#error
#endif
void main() {}
