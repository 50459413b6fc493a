// expect: fail -- GLSL 1.40 section 3.3: every #if needs its #endif
#version 140
#if 1
float g_a;
void main() {}
