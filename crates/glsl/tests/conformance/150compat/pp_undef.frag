// expect: compile -- GLSL 1.50 (compatibility) section 3.3: #undef removes a macro
#version 150 compatibility
#define N 1
#undef N
#ifdef N
#error N still defined
#endif
void main() {}
