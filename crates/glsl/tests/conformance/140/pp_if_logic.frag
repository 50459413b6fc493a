// expect: compile -- GLSL 1.40 section 3.3: #if supports && || ! and defined
#version 140
#define A
#if !(defined(A) && defined A) || defined(B)
#error
#endif
void main() {}
