// expect: compile -- GLSL 1.10 section 3.3: #if supports && || ! and defined
#version 110
#define A
#if !(defined(A) && defined A) || defined(B)
#error
#endif
void main() {}
