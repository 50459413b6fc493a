// expect: compile -- GLSL 1.50 (compatibility) section 3.3: #if supports && || ! and defined
#version 150 compatibility
#define A
#if !(defined(A) && defined A) || defined(B)
#error
#endif
void main() {}
