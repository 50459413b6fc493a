// expect: compile -- GLSL 3.30 section 3.3: #elif selects the first true group
#version 330 core
#if 0
#error
#elif 1
float g_a;
#else
#error
#endif
void main() {}
