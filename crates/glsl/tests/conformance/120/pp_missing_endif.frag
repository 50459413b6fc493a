// expect: fail -- GLSL 1.20 section 3.3: every #if needs its #endif
#version 120
#if 1
float g_a;
void main() {}
