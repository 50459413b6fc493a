// expect: compile -- GLSL 1.50 section 3.3: #undef removes a macro
#version 150 core
#define N 1
#undef N
#ifdef N
#error N still defined
#endif
void main() {}
