// expect: compile -- GLSL 3.30 (compatibility) section 3.3: #if supports && || ! and defined
#version 330 compatibility
#define A
#if !(defined(A) && defined A) || defined(B)
#error
#endif
void main() {}
