// expect: fail -- GLSL 3.30 (compatibility) section 3.3: every #if needs its #endif
#version 330 compatibility
#if 1
float g_a;
void main() {}
