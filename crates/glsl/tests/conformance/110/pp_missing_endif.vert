// expect: fail -- GLSL 1.10 section 3.3: every #if needs its #endif
#version 110
#if 1
float g_a;
void main() {}
