// expect: compile -- GLSL 1.20 section 3.3: #if supports && || ! and defined
#version 120
#define A
#if !(defined(A) && defined A) || defined(B)
#error
#endif
void main() {}
