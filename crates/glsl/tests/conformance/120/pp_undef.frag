// expect: compile -- GLSL 1.20 section 3.3: #undef removes a macro
#version 120
#define N 1
#undef N
#ifdef N
#error N still defined
#endif
void main() {}
