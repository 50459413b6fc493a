// expect: compile -- GLSL 3.30 section 3.3: #undef removes a macro
#version 330 core
#define N 1
#undef N
#ifdef N
#error N still defined
#endif
void main() {}
