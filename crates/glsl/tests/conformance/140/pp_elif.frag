// expect: compile -- GLSL 1.40 section 3.3: #elif selects the first true group
#version 140
#if 0
#error
#elif 1
float g_a;
#else
#error
#endif
void main() {}
