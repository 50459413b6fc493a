// expect: fail -- GLSL 1.50 section 3.3: every #if needs its #endif
#version 150 core
#if 1
float g_a;
void main() {}
