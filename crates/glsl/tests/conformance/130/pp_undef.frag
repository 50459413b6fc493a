// expect: compile -- GLSL 1.30 section 3.3: #undef removes a macro
#version 130
#define N 1
#undef N
#ifdef N
#error N still defined
#endif
void main() {}
