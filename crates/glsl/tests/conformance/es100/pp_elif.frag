// expect: compile -- GLSL ES 1.00 section 3.4: #elif selects the first true group
#version 100
precision mediump float;
#if 0
#error
#elif 1
float g_a;
#else
#error
#endif
void main() {}
