// expect: compile -- GLSL 1.30 section 3.3: #if supports && || ! and defined
#version 130
#define A
#if !(defined(A) && defined A) || defined(B)
#error
#endif
void main() {}
