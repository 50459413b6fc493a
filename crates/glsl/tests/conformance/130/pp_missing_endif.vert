// expect: fail -- GLSL 1.30 section 3.3: every #if needs its #endif
#version 130
#if 1
float g_a;
void main() {}
