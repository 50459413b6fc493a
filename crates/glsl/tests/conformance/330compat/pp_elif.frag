// expect: compile -- GLSL 3.30 (compatibility) section 3.3: #elif selects the first true group
#version 330 compatibility
#if 0
#error
#elif 1
float g_a;
#else
#error
#endif
void main() {}
